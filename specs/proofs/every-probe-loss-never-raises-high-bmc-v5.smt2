; every-probe-loss-never-raises-high-bmc-v5
; expected: sat
; claim: sat: a run of 2 events from connect breaks probe lost => search_high' <= search_high
(set-logic QF_BV)
(declare-fun sysctl_2 () (_ BitVec 32))
(declare-fun event_2 () (_ BitVec 32))
(declare-fun mtu_2 () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun sysctl_1 () (_ BitVec 32))
(declare-fun event_1 () (_ BitVec 32))
(declare-fun mtu_1 () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun HZ () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun cwnd_full_1 () Bool)
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun connect_tcp_time_stamp () (_ BitVec 32))
(declare-fun at_1 () (_ BitVec 32))
(declare-fun timed_1 () Bool)
(declare-fun connect_tcp_probe_interval () (_ BitVec 32))
(declare-fun connect_tcp_probe_threshold () (_ BitVec 32))
(declare-fun connect_snd_cwnd () (_ BitVec 32))
(declare-fun cwnd_1 () (_ BitVec 32))
(declare-fun cwnd_set_1 () Bool)
(declare-fun cwnd_full_2 () Bool)
(declare-fun value_1 () (_ BitVec 32))
(declare-fun at_2 () (_ BitVec 32))
(declare-fun timed_2 () Bool)
(declare-fun cwnd_2 () (_ BitVec 32))
(declare-fun cwnd_set_2 () Bool)
(assert (let ((a!1 (or (not (= event_1 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_1)
                    (bvule mtu_1 #x0000ffff))))
      (a!2 (or (not (and (= event_1 #x00000006) (not ipv6)))
               (bvule mtu_1 #x0000ffff)))
      (a!3 (or (not (= event_2 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_2)
                    (bvule mtu_2 #x0000ffff))))
      (a!4 (or (not (and (= event_2 #x00000006) (not ipv6)))
               (bvule mtu_2 #x0000ffff))))
  (and (bvule tcp_options #x00000028)
       (= (bvurem tcp_options #x00000004) #x00000000)
       (bvule mss_clamp #x0000ffff)
       (or false
           (= HZ #x00000064)
           (= HZ #x000000fa)
           (= HZ #x0000012c)
           (= HZ #x000003e8))
       (bvule (ite ipv6 #x00000500 #x00000044) connect_route_mtu)
       (bvule connect_route_mtu #x0000ffff)
       true
       true
       true
       true
       (= connect_tcp_min_snd_mss #x00000030)
       (= connect_tcp_mtu_probe_floor #x00000030)
       (bvule event_1 #x00000008)
       a!1
       a!2
       (or (not (= event_1 #x00000008))
           false
           (= sysctl_1 #x00000000)
           (= sysctl_1 #x00000001)
           (= sysctl_1 #x00000002)
           (= sysctl_1 #x00000003))
       (bvule event_2 #x00000008)
       a!3
       a!4
       (or (not (= event_2 #x00000008))
           false
           (= sysctl_2 #x00000000)
           (= sysctl_2 #x00000001)
           (= sysctl_2 #x00000002)
           (= sysctl_2 #x00000003)))))
(assert (let ((a!1 (ite passive_open
                (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                     #x00000001
                     #x00000000)
                (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                     #x00000001
                     #x00000000)))
      (a!4 (not (not (bvult (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x0000000b))))
      (a!6 (ite (bvult connect_route_mtu
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))
                connect_route_mtu
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!12 (bvadd connect_tcp_base_mss
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!17 (ite (= HZ #x0000012c)
                 (bvmul connect_tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul connect_tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)))))
      (a!18 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 #x00000000
                 connect_tcp_time_stamp))
      (a!21 (ite ipv6
                 (ite (bvult connect_route_mtu connect_route_mtu)
                      (ite (bvult connect_route_mtu #x00000500)
                           #x00000500
                           connect_route_mtu)
                      connect_route_mtu)
                 (ite (not (bvult connect_route_mtu connect_route_mtu))
                      (ite (bvult connect_route_mtu #x00000228)
                           #x00000228
                           connect_route_mtu)
                      connect_route_mtu)))
      (a!30 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!33 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!45 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!51 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!52 (ite ipv6
                 (ite (bvult mtu_1 connect_route_mtu)
                      (ite (bvult mtu_1 #x00000500) #x00000500 mtu_1)
                      connect_route_mtu)
                 (ite (not (bvult connect_route_mtu mtu_1))
                      (ite (bvult mtu_1 #x00000228) #x00000228 mtu_1)
                      connect_route_mtu)))
      (a!68 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvadd (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!88 (ite (bvult connect_route_mtu
                        (bvsub (ite passive_open #x00000000 #x00000000)
                               #x00000001))
                 connect_route_mtu
                 (bvsub (ite passive_open #x00000000 #x00000000) #x00000001)))
      (a!114 (ite (and (= sysctl_1 #x00000003) true)
                  connect_tcp_probe_threshold
                  (ite (and (= sysctl_1 #x00000002) true)
                       value_1
                       connect_tcp_probe_threshold)))
      (a!120 (ite (and (= sysctl_1 #x00000004) true)
                  connect_tcp_probe_interval
                  (ite (and (= sysctl_1 #x00000003) true)
                       value_1
                       connect_tcp_probe_interval)))
      (a!133 (ite (= event_1 #x00000005)
                  #x00000000
                  (ite (= event_1 #x00000006)
                       (ite false #x00000000 (ite ipv6 #x00000000 #x00000000))
                       (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!149 (bvsub (ite passive_open #x00000000 #x00000000)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!182 (ite (and (= sysctl_1 #x00000001) true)
                  connect_tcp_mtu_probing
                  (ite (and (= sysctl_1 #x00000000) true)
                       value_1
                       connect_tcp_mtu_probing))))
(let ((a!2 (ite (= connect_tcp_mtu_probing #x00000000)
                a!1
                (ite (= a!1 #x00000000) #x00000001 a!1)))
      (a!5 (or (= a!1 #x00000000)
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!4))
      (a!7 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                a!6))
      (a!19 (bvule (ite (= HZ #x000003e8)
                        (bvmul connect_tcp_probe_interval #x000003e8)
                        a!17)
                   (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                          (ite passive_open a!18 a!18))))
      (a!22 (bvslt mss_clamp
                   (bvsub a!21
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!25 (bvsub (ite passive_open a!12 a!12)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!31 (ite a!30
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!34 (ite a!33
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!36 (bvslt mss_clamp
                   (bvsub a!12
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!53 (bvslt mss_clamp
                   (bvsub a!52
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!73 (ite (= event_1 #x00000005)
                 connect_route_mtu
                 (ite (= event_1 #x00000006)
                      (ite false connect_route_mtu a!52)
                      (ite (= event_1 #x00000007) mtu_1 connect_route_mtu))))
      (a!76 (ite ipv6
                 connect_route_mtu
                 (ite false
                      connect_route_mtu
                      (ite (bvult a!21 connect_route_mtu)
                           a!21
                           connect_route_mtu))))
      (a!78 (ite (= event_1 #x00000006)
                 (ite false
                      connect_route_mtu
                      (ite (bvult a!52 connect_route_mtu)
                           a!52
                           connect_route_mtu))
                 connect_route_mtu))
      (a!104 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite passive_open #x00000000 #x00000000)
                  (ite passive_open a!12 a!12)))
      (a!115 (ite (and (= sysctl_1 #x00000005) true)
                  connect_tcp_probe_threshold
                  (ite (and (= sysctl_1 #x00000004) true)
                       connect_tcp_probe_threshold
                       a!114)))
      (a!121 (ite (= event_1 #x00000007)
                  connect_tcp_probe_interval
                  (ite (and (= sysctl_1 #x00000005) true)
                       connect_tcp_probe_interval
                       a!120)))
      (a!129 (ite (= event_1 #x00000003)
                  (ite (= connect_tcp_mtu_probing #x00000000)
                       (ite passive_open a!18 a!18)
                       (ite (= a!1 #x00000000)
                            (ite timed_1 at_1 connect_tcp_time_stamp)
                            (ite passive_open a!18 a!18)))
                  (ite passive_open a!18 a!18)))
      (a!134 (ite (= event_1 #x00000002)
                  #x00000000
                  (ite (= event_1 #x00000003)
                       #x00000000
                       (ite (= event_1 #x00000004) #x00000000 a!133))))
      (a!150 (ite (bvslt (ite (bvslt mss_clamp a!149) mss_clamp a!149)
                         #x00000030)
                  #x00000030
                  (ite (bvslt mss_clamp a!149) mss_clamp a!149)))
      (a!183 (ite (and (= sysctl_1 #x00000003) true)
                  connect_tcp_mtu_probing
                  (ite (and (= sysctl_1 #x00000002) true)
                       connect_tcp_mtu_probing
                       a!182))))
(let ((a!3 (ite (= event_1 #x00000001)
                a!1
                (ite (= event_1 #x00000002)
                     a!1
                     (ite (= event_1 #x00000003) a!2 a!1))))
      (a!8 (ite (= connect_route_mtu connect_route_mtu)
                a!7
                (ite (bvult connect_route_mtu a!7) connect_route_mtu a!7)))
      (a!23 (ite a!22
                 mss_clamp
                 (bvsub a!21
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!26 (ite (bvslt (ite (bvslt mss_clamp a!25) mss_clamp a!25) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!25) mss_clamp a!25)))
      (a!32 (bvsub (ite (bvslt a!31 #x00000030) #x00000030 a!31)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!35 (bvsub (ite (bvslt a!34 #x00000030) #x00000030 a!34)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!37 (ite a!36
                 mss_clamp
                 (bvsub a!12
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!54 (ite a!53
                 mss_clamp
                 (bvsub a!52
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!74 (ite (= event_1 #x00000002)
                 connect_route_mtu
                 (ite (= event_1 #x00000003)
                      connect_route_mtu
                      (ite (= event_1 #x00000004) connect_route_mtu a!73))))
      (a!79 (ite (= event_1 #x00000003)
                 connect_route_mtu
                 (ite (= event_1 #x00000004)
                      connect_route_mtu
                      (ite (= event_1 #x00000005) connect_route_mtu a!78))))
      (a!87 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (bvult connect_route_mtu a!7) connect_route_mtu a!7)
                 a!7))
      (a!89 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (= connect_route_mtu connect_route_mtu)
                      (bvsub (ite passive_open #x00000000 #x00000000)
                             #x00000001)
                      a!88)
                 a!7))
      (a!90 (ite (= connect_tcp_mtu_probing #x00000000)
                 a!7
                 (ite (= a!1 #x00000000)
                      (ite (bvult connect_route_mtu a!7) connect_route_mtu a!7)
                      (ite (bvult connect_route_mtu a!7) connect_route_mtu a!7))))
      (a!91 (ite (bvult a!52 (ite (bvult a!52 a!7) a!52 a!7))
                 a!52
                 (ite (bvult a!52 a!7) a!52 a!7)))
      (a!116 (ite (= event_1 #x00000005)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000006)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000007)
                            connect_tcp_probe_threshold
                            a!115))))
      (a!122 (ite (= event_1 #x00000004)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000005)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000006)
                            connect_tcp_probe_interval
                            a!121))))
      (a!184 (ite (and (= sysctl_1 #x00000005) true)
                  connect_tcp_mtu_probing
                  (ite (and (= sysctl_1 #x00000004) true)
                       connect_tcp_mtu_probing
                       a!183))))
(let ((a!9 (ite (= connect_route_mtu connect_route_mtu)
                a!8
                (ite (bvult connect_route_mtu a!8) connect_route_mtu a!8)))
      (a!24 (bvsub (ite (bvslt a!23 #x00000030) #x00000030 a!23)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!38 (bvsub (ite (bvslt a!37 #x00000030) #x00000030 a!37)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!41 (bvslt a!32
                   (bvsub a!26
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!55 (bvsub (ite (bvslt a!54 #x00000030) #x00000030 a!54)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!92 (ite (= a!52 a!52) (ite (bvult a!52 a!7) a!52 a!7) a!91))
      (a!105 (bvashr (bvsub a!26
                            (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                     #x00000001))
      (a!117 (ite (= event_1 #x00000002)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000003)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000004)
                            connect_tcp_probe_threshold
                            a!116))))
      (a!123 (ite (= event_1 #x00000001)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000002)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000003)
                            connect_tcp_probe_interval
                            a!122))))
      (a!151 (bvslt a!32
                    (bvsub a!150
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!185 (ite (= event_1 #x00000005)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000006)
                       connect_tcp_mtu_probing
                       (ite (= event_1 #x00000007)
                            connect_tcp_mtu_probing
                            a!184)))))
(let ((a!10 (bvslt mss_clamp
                   (bvsub a!9
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!13 (bvsub (bvashr (bvadd a!9 (ite passive_open a!12 a!12)) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!27 (bvslt a!24
                   (bvsub a!26
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!39 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!32
                 (ite (bvslt a!32 a!38) a!32 a!38)))
      (a!42 (ite a!41
                 a!32
                 (bvsub a!26 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!56 (bvslt a!55
                   (bvsub a!26
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!81 (ite (bvult a!21 (ite (bvult a!21 a!9) a!21 a!9))
                 a!21
                 (ite (bvult a!21 a!9) a!21 a!9)))
      (a!106 (ite (bvslt (ite (bvslt connect_tcp_base_mss a!105)
                              connect_tcp_base_mss
                              a!105)
                         (bvsub #x00000044 (bvadd #x00000014 tcp_options)))
                  (bvsub #x00000044 (bvadd #x00000014 tcp_options))
                  (ite (bvslt connect_tcp_base_mss a!105)
                       connect_tcp_base_mss
                       a!105)))
      (a!118 (ite (= event_1 #x00000000)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000001) connect_tcp_probe_threshold a!117)))
      (a!124 (ite (= HZ #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!123)
                         #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!123)
                         #x00000064)))
      (a!152 (ite a!151
                  a!32
                  (bvsub a!150
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!186 (ite (= event_1 #x00000002)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000003)
                       connect_tcp_mtu_probing
                       (ite (= event_1 #x00000004)
                            connect_tcp_mtu_probing
                            a!185)))))
(let ((a!11 (ite a!10
                 mss_clamp
                 (bvsub a!9 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!14 (ite (bvslt (ite (bvslt mss_clamp a!13) mss_clamp a!13) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!13) mss_clamp a!13)))
      (a!28 (ite a!27
                 a!24
                 (bvsub a!26 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!40 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!32
                      (ite (bvslt a!32 a!35) a!32 a!35))
                 a!39))
      (a!57 (ite a!56
                 a!55
                 (bvsub a!26 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!82 (ite (= a!21 a!21) (ite (bvult a!21 a!9) a!21 a!9) a!81))
      (a!107 (bvadd a!106
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!125 (ite (= HZ #x000000fa)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!123)
                         #x000000fa)
                  a!124))
      (a!187 (= (ite (= event_1 #x00000000)
                     connect_tcp_mtu_probing
                     (ite (= event_1 #x00000001) connect_tcp_mtu_probing a!186))
                #x00000000)))
(let ((a!15 (bvslt (bvsub (ite (bvslt a!11 #x00000030) #x00000030 a!11)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!14
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!20 (bvadd (bvsub a!14
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!29 (ite (= a!21 a!21)
                 (ite (= a!1 #x00000000) a!24 a!28)
                 (ite (= a!1 #x00000000) a!24 a!28)))
      (a!43 (ite (= connect_route_mtu connect_route_mtu)
                 a!40
                 (ite (= a!1 #x00000000) a!32 a!42)))
      (a!58 (ite (= a!52 a!52)
                 (ite (= a!1 #x00000000) a!55 a!57)
                 (ite (= a!1 #x00000000) a!55 a!57)))
      (a!65 (bvmul (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                   (bvadd a!40
                          (bvadd (bvadd #x00000014 tcp_options)
                                 (ite ipv6 #x00000028 #x00000014)))))
      (a!108 (ite (= connect_tcp_mtu_probing #x00000000)
                  (ite passive_open a!12 a!12)
                  (ite (= a!1 #x00000000) (ite passive_open a!12 a!12) a!107)))
      (a!126 (ite (= HZ #x0000012c)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!123)
                         #x0000012c)
                  a!125))
      (a!153 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= a!1 #x00000000) a!32 a!152)
                  a!40))
      (a!155 (bvslt mss_clamp
                    (bvsub a!107
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!16 (or a!15
                (bvslt (bvsub a!9 (ite passive_open a!12 a!12))
                       (ite (bvslt #x00000001 connect_tcp_probe_threshold)
                            connect_tcp_probe_threshold
                            #x00000001))))
      (a!44 (ite (= connect_route_mtu connect_route_mtu)
                 a!43
                 (ite (= a!1 #x00000000) a!32 a!42)))
      (a!46 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult a!29 a!45)))
      (a!59 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult a!58 a!45)))
      (a!64 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!20))
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                 (bvsub (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)))
      (a!66 (bvudiv a!65
                    (ite (= (ite passive_open #x00000000 #x00000000) #x00000000)
                         #x00000001
                         (ite passive_open #x00000000 #x00000000))))
      (a!72 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!20))
                 (ite ipv6 connect_route_mtu (ite false connect_route_mtu a!21))
                 connect_route_mtu))
      (a!77 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!20))
                 a!76
                 connect_route_mtu))
      (a!109 (ite (= event_1 #x00000001)
                  a!104
                  (ite (= event_1 #x00000002)
                       (ite passive_open a!12 a!12)
                       (ite (= event_1 #x00000003)
                            a!108
                            (ite passive_open a!12 a!12)))))
      (a!127 (ite (= HZ #x000003e8)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!123)
                         #x000003e8)
                  a!126))
      (a!132 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!20))
                  (ite ipv6
                       #x00000000
                       (ite false #x00000000 (ite ipv6 #x00000000 #x00000000)))
                  #x00000000))
      (a!154 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!43
                  a!40))
      (a!156 (ite a!155
                  mss_clamp
                  (bvsub a!107
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!159 (bvslt mss_clamp
                    (bvsub a!108
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!47 (ite (and (or (bvult a!29 a!44) a!46) (not false))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!60 (ite (and (or (bvult a!58 a!40) a!59) (not cwnd_full_1))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!67 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!66
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!75 (ite (= event_1 #x00000000)
                 (ite a!5 connect_route_mtu (ite a!16 connect_route_mtu a!72))
                 (ite (= event_1 #x00000001) connect_route_mtu a!74)))
      (a!80 (ite (= event_1 #x00000000)
                 (ite a!5 connect_route_mtu (ite a!16 connect_route_mtu a!77))
                 (ite (= event_1 #x00000001)
                      connect_route_mtu
                      (ite (= event_1 #x00000002) connect_route_mtu a!79))))
      (a!83 (ite (and (or (bvult a!29 a!44) a!46) (not false))
                 (ite (= a!21 a!21) a!82 (ite (bvult a!21 a!82) a!21 a!82))
                 a!82))
      (a!93 (ite (and (or (bvult a!58 a!40) a!59) (not cwnd_full_1))
                 (ite (= a!52 a!52) a!92 (ite (bvult a!52 a!92) a!52 a!92))
                 a!92))
      (a!102 (ite (= connect_route_mtu connect_route_mtu)
                  a!44
                  (ite (= a!1 #x00000000) a!32 a!42)))
      (a!128 (ite a!5
                  (ite passive_open a!18 a!18)
                  (ite a!16
                       (ite a!19
                            (ite timed_1 at_1 connect_tcp_time_stamp)
                            (ite passive_open a!18 a!18))
                       (ite passive_open a!18 a!18))))
      (a!135 (= (ite (= event_1 #x00000000)
                     (ite a!5 #x00000000 (ite a!16 #x00000000 a!132))
                     (ite (= event_1 #x00000001) #x00000000 a!134))
                #x00000000))
      (a!146 (ite (and (or (bvult a!29 a!44) a!46) (not false))
                  (ite (= a!21 a!21) a!29 (ite (= a!1 #x00000000) a!24 a!28))
                  a!29))
      (a!157 (bvsub (ite (bvslt a!156 #x00000030) #x00000030 a!156)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!160 (ite a!159
                  mss_clamp
                  (bvsub a!108
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!163 (ite (and (or (bvult a!58 a!40) a!59) (not cwnd_full_1))
                  (ite (= a!52 a!52) a!58 (ite (= a!1 #x00000000) a!55 a!57))
                  a!58)))
(let ((a!48 (ite ipv6
                 (ite passive_open #x00000000 #x00000000)
                 (ite false
                      (ite passive_open #x00000000 #x00000000)
                      (ite (bvult a!21 connect_route_mtu)
                           a!47
                           (ite passive_open #x00000000 #x00000000)))))
      (a!61 (ite (= event_1 #x00000006)
                 (ite false
                      (ite passive_open #x00000000 #x00000000)
                      (ite (bvult a!52 connect_route_mtu)
                           a!60
                           (ite passive_open #x00000000 #x00000000)))
                 (ite passive_open #x00000000 #x00000000)))
      (a!69 (ite (= event_1 #x00000000)
                 (ite a!5
                      (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                      (ite a!16 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) a!64))
                 (ite (= event_1 #x00000001)
                      a!67
                      (ite (= event_1 #x00000002)
                           a!68
                           (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))))
      (a!84 (ite ipv6
                 a!9
                 (ite false a!9 (ite (bvult a!21 connect_route_mtu) a!83 a!9))))
      (a!94 (ite (= event_1 #x00000006)
                 (ite false a!7 (ite (bvult a!52 connect_route_mtu) a!93 a!7))
                 a!7))
      (a!103 (ite a!19
                  (bvadd a!102
                         (bvadd (bvadd #x00000014 tcp_options)
                                (ite ipv6 #x00000028 #x00000014)))
                  (ite passive_open a!12 a!12)))
      (a!130 (ite (= event_1 #x00000000)
                  a!128
                  (ite (= event_1 #x00000001)
                       (ite passive_open a!18 a!18)
                       (ite (= event_1 #x00000002)
                            (ite passive_open a!18 a!18)
                            a!129))))
      (a!137 (ite ipv6
                  (ite (bvult a!75 a!75)
                       (ite (bvult a!75 #x00000500) #x00000500 a!75)
                       a!75)
                  (ite (not (bvult a!75 a!75))
                       (ite (bvult a!75 #x00000228) #x00000228 a!75)
                       a!75)))
      (a!138 (ite (= a!75 (ite (= a!75 a!80) a!80 a!75))
                  (ite (= a!75 a!80) a!80 a!75)
                  a!75))
      (a!147 (ite ipv6
                  a!44
                  (ite false
                       a!44
                       (ite (bvult a!21 connect_route_mtu) a!146 a!44))))
      (a!158 (ite (= a!1 #x00000000)
                  (ite (= #x00000001 #x00000000) a!32 a!42)
                  (ite (= a!1 #x00000000)
                       a!32
                       (ite (bvslt a!32 a!157) a!32 a!157))))
      (a!161 (bvsub (ite (bvslt a!160 #x00000030) #x00000030 a!160)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!164 (ite (= event_1 #x00000006)
                  (ite false
                       a!40
                       (ite (bvult a!52 connect_route_mtu) a!163 a!40))
                  a!40))
      (a!168 (bvslt mss_clamp
                    (bvsub a!75
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!190 (ite ipv6
                  (ite (bvult mtu_2 a!75)
                       (ite (bvult mtu_2 #x00000500) #x00000500 mtu_2)
                       a!75)
                  (ite (not (bvult a!75 mtu_2))
                       (ite (bvult mtu_2 #x00000228) #x00000228 mtu_2)
                       a!75))))
(let ((a!49 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!20))
                 a!48
                 a!20))
      (a!62 (ite (= event_1 #x00000003)
                 #x00000000
                 (ite (= event_1 #x00000004)
                      #x00000000
                      (ite (= event_1 #x00000005)
                           (ite passive_open #x00000000 #x00000000)
                           a!61))))
      (a!70 (not (not (bvult (ite cwnd_set_2 cwnd_2 a!69) #x0000000b))))
      (a!85 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!20))
                 a!84
                 a!9))
      (a!95 (ite (= event_1 #x00000004)
                 a!8
                 (ite (= event_1 #x00000005)
                      (ite (bvult connect_route_mtu a!7) connect_route_mtu a!7)
                      a!94)))
      (a!110 (ite (= event_1 #x00000000)
                  (ite a!5
                       (ite passive_open a!12 a!12)
                       (ite a!16 a!103 (ite passive_open a!12 a!12)))
                  a!109))
      (a!131 (bvule a!127
                    (bvsub (ite timed_2
                                at_2
                                (ite timed_1 at_1 connect_tcp_time_stamp))
                           a!130)))
      (a!139 (bvslt mss_clamp
                    (bvsub a!137
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!148 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!20))
                  a!147
                  a!44))
      (a!162 (ite (= connect_route_mtu connect_route_mtu)
                  (ite (= connect_tcp_mtu_probing #x00000000) a!40 a!158)
                  (ite (= a!2 #x00000000)
                       a!32
                       (ite (bvslt a!32 a!161) a!32 a!161))))
      (a!165 (ite (= event_1 #x00000004)
                  a!43
                  (ite (= event_1 #x00000005)
                       (ite (= a!1 #x00000000) a!32 a!42)
                       a!164)))
      (a!169 (ite a!168
                  mss_clamp
                  (bvsub a!75
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!191 (bvslt mss_clamp
                    (bvsub a!190
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!50 (ite a!5
                 (ite passive_open #x00000000 #x00000000)
                 (ite a!16
                      (ite a!19
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      a!49)))
      (a!86 (ite a!16
                 (ite a!19
                      (bvadd mss_clamp
                             #x00000014
                             (ite ipv6 #x00000028 #x00000014))
                      a!9)
                 a!85))
      (a!96 (ite (= event_1 #x00000003)
                 (ite (= connect_route_mtu connect_route_mtu)
                      a!90
                      (ite (bvult connect_route_mtu a!90)
                           connect_route_mtu
                           a!90))
                 a!95))
      (a!140 (ite a!139
                  mss_clamp
                  (bvsub a!137
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!142 (bvslt mss_clamp
                    (bvsub a!110
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!166 (ite (= event_1 #x00000001)
                  a!153
                  (ite (= event_1 #x00000002)
                       a!154
                       (ite (= event_1 #x00000003) a!162 a!165))))
      (a!170 (bvsub (ite (bvslt a!169 #x00000030) #x00000030 a!169)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!192 (ite a!191
                  mss_clamp
                  (bvsub a!190
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!63 (ite (= event_1 #x00000000)
                 a!50
                 (ite (= event_1 #x00000001)
                      a!51
                      (ite (= event_1 #x00000002) a!51 a!62))))
      (a!97 (ite (= event_1 #x00000000)
                 (ite a!5 a!8 a!86)
                 (ite (= event_1 #x00000001)
                      a!87
                      (ite (= event_1 #x00000002) a!89 a!96))))
      (a!141 (bvsub (ite (bvslt a!140 #x00000030) #x00000030 a!140)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!143 (ite a!142
                  mss_clamp
                  (bvsub a!110
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!167 (ite (= event_1 #x00000000)
                  (ite a!5 a!43 (ite a!16 (ite a!19 a!102 a!44) a!148))
                  a!166))
      (a!193 (bvsub (ite (bvslt a!192 #x00000030) #x00000030 a!192)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!71 (or (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                (not (= a!63 #x00000000))
                a!70))
      (a!98 (ite (= a!75 a!80) a!97 (ite (bvult a!75 a!97) a!75 a!97)))
      (a!144 (bvsub (ite (bvslt a!143 #x00000030) #x00000030 a!143)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!173 (bvsub (bvsub a!63 (bvadd #x00000014 tcp_options))
                    (ite ipv6 #x00000028 #x00000014)))
      (a!181 (ite (= a!75 a!80)
                  (bvsub a!63 #x00000001)
                  (ite (bvult a!75 (bvsub a!63 #x00000001))
                       a!75
                       (bvsub a!63 #x00000001))))
      (a!188 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (ite (bvult a!80 a!97) a!80 a!97)
                  (ite (bvult a!80 a!97) a!80 a!97)))
      (a!197 (ite (bvult a!190 (ite (bvult a!190 a!97) a!190 a!97))
                  a!190
                  (ite (bvult a!190 a!97) a!190 a!97))))
(let ((a!99 (ite (= a!75 (ite (= a!75 a!80) a!80 a!75))
                 a!98
                 (ite (bvult a!75 a!98) a!75 a!98)))
      (a!145 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!141
                  (ite (bvslt a!141 a!144) a!141 a!144)))
      (a!171 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!170
                  (ite (bvslt a!170 a!144) a!170 a!144)))
      (a!189 (ite (= a!75 a!80)
                  (ite a!187 a!97 a!188)
                  (ite (bvult a!75 (ite a!187 a!97 a!188))
                       a!75
                       (ite a!187 a!97 a!188))))
      (a!194 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!193
                  (ite (bvslt a!193 a!144) a!193 a!144)))
      (a!198 (ite (= a!190 a!190) (ite (bvult a!190 a!97) a!190 a!97) a!197)))
(let ((a!100 (bvslt mss_clamp
                    (bvsub a!99
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!111 (bvsub (bvashr (bvadd a!99 a!110) #x00000001)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!172 (ite (= a!75 (ite (= a!75 a!80) a!80 a!75))
                  (ite (= a!75 a!80) a!167 a!171)
                  a!171))
      (a!174 (and (not (= a!63 #x00000000))
                  (bvult (ite (= a!137 a!137) a!145 a!145) a!173)))
      (a!176 (ite (bvult a!137 (ite (bvult a!137 a!99) a!137 a!99))
                  a!137
                  (ite (bvult a!137 a!99) a!137 a!99)))
      (a!195 (and (not (= a!63 #x00000000))
                  (bvult (ite (= a!190 a!190) a!194 a!194) a!173))))
(let ((a!101 (ite a!100
                  mss_clamp
                  (bvsub a!99
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!112 (ite (bvslt (ite (bvslt mss_clamp a!111) mss_clamp a!111)
                         #x00000030)
                  #x00000030
                  (ite (bvslt mss_clamp a!111) mss_clamp a!111)))
      (a!175 (or (bvult (ite (= a!137 a!137) a!145 a!145) a!172) a!174))
      (a!177 (ite (= a!137 a!137) (ite (bvult a!137 a!99) a!137 a!99) a!176))
      (a!196 (or (bvult (ite (= a!190 a!190) a!194 a!194) a!167) a!195)))
(let ((a!113 (bvslt (bvsub (ite (bvslt a!101 #x00000030) #x00000030 a!101)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvsub a!112
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!136 (bvadd (bvsub a!112
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!178 (ite (and a!175 (not false))
                  (ite (= a!137 a!137)
                       a!177
                       (ite (bvult a!137 a!177) a!137 a!177))
                  a!177))
      (a!199 (ite (and a!196 (not cwnd_full_2))
                  (ite (= a!190 a!190)
                       a!198
                       (ite (bvult a!190 a!198) a!190 a!198))
                  a!198)))
(let ((a!119 (or a!113
                 (bvslt (bvsub a!99 a!110)
                        (ite (bvslt #x00000001 a!118) a!118 #x00000001))))
      (a!179 (ite ipv6
                  a!99
                  (ite false a!99 (ite (bvult a!137 a!138) a!178 a!99))))
      (a!200 (ite (= event_2 #x00000006)
                  (ite false a!97 (ite (bvult a!190 a!80) a!199 a!97))
                  a!97)))
(let ((a!180 (ite a!119
                  (ite a!131
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014))
                       a!99)
                  (ite (and (or ipv6 a!135) (bvult a!75 a!136)) a!179 a!99)))
      (a!201 (ite (= event_2 #x00000004)
                  a!98
                  (ite (= event_2 #x00000005)
                       (ite (bvult a!80 a!97) a!80 a!97)
                       a!200))))
(let ((a!202 (ite (= event_2 #x00000002)
                  (ite (not (= a!63 #x00000000)) a!181 a!97)
                  (ite (= event_2 #x00000003) a!189 a!201))))
(let ((a!203 (ite (= event_2 #x00000001)
                  (ite (not (= a!63 #x00000000))
                       (ite (bvult a!80 a!97) a!80 a!97)
                       a!97)
                  a!202)))
(let ((a!204 (or (not (= event_2 #x00000002))
                 (bvsle (ite (= event_2 #x00000000) (ite a!71 a!98 a!180) a!203)
                        a!97))))
  (not a!204)))))))))))))))))))))))))
(check-sat)
