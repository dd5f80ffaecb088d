; every-probe-loss-never-raises-high-bmc-v3
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
      (a!15 (ite (= HZ #x0000012c)
                 (bvmul connect_tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul connect_tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)))))
      (a!16 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 #x00000000
                 connect_tcp_time_stamp))
      (a!19 (ite ipv6
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
      (a!28 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!31 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!43 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!49 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!50 (ite ipv6
                 (ite (bvult mtu_1 connect_route_mtu)
                      (ite (bvult mtu_1 #x00000500) #x00000500 mtu_1)
                      connect_route_mtu)
                 (ite (not (bvult connect_route_mtu mtu_1))
                      (ite (bvult mtu_1 #x00000228) #x00000228 mtu_1)
                      connect_route_mtu)))
      (a!66 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvadd (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!86 (ite (bvult connect_route_mtu
                        (bvsub (ite passive_open #x00000000 #x00000000)
                               #x00000001))
                 connect_route_mtu
                 (bvsub (ite passive_open #x00000000 #x00000000) #x00000001)))
      (a!110 (ite (and (= sysctl_1 #x00000003) true)
                  connect_tcp_probe_threshold
                  (ite (and (= sysctl_1 #x00000002) true)
                       value_1
                       connect_tcp_probe_threshold)))
      (a!115 (ite (and (= sysctl_1 #x00000004) true)
                  connect_tcp_probe_interval
                  (ite (and (= sysctl_1 #x00000003) true)
                       value_1
                       connect_tcp_probe_interval)))
      (a!128 (ite (= event_1 #x00000005)
                  #x00000000
                  (ite (= event_1 #x00000006)
                       (ite false #x00000000 (ite ipv6 #x00000000 #x00000000))
                       (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!144 (bvsub (ite passive_open #x00000000 #x00000000)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!177 (ite (and (= sysctl_1 #x00000001) true)
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
      (a!17 (bvule (ite (= HZ #x000003e8)
                        (bvmul connect_tcp_probe_interval #x000003e8)
                        a!15)
                   (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                          (ite passive_open a!16 a!16))))
      (a!20 (bvslt mss_clamp
                   (bvsub a!19
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!23 (bvsub (ite passive_open a!12 a!12)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!29 (ite a!28
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!32 (ite a!31
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!34 (bvslt mss_clamp
                   (bvsub a!12
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!51 (bvslt mss_clamp
                   (bvsub a!50
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!71 (ite (= event_1 #x00000005)
                 connect_route_mtu
                 (ite (= event_1 #x00000006)
                      (ite false connect_route_mtu a!50)
                      (ite (= event_1 #x00000007) mtu_1 connect_route_mtu))))
      (a!74 (ite ipv6
                 connect_route_mtu
                 (ite false
                      connect_route_mtu
                      (ite (bvult a!19 connect_route_mtu)
                           a!19
                           connect_route_mtu))))
      (a!76 (ite (= event_1 #x00000006)
                 (ite false
                      connect_route_mtu
                      (ite (bvult a!50 connect_route_mtu)
                           a!50
                           connect_route_mtu))
                 connect_route_mtu))
      (a!102 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite passive_open #x00000000 #x00000000)
                  (ite passive_open a!12 a!12)))
      (a!111 (ite (and (= sysctl_1 #x00000005) true)
                  connect_tcp_probe_threshold
                  (ite (and (= sysctl_1 #x00000004) true)
                       connect_tcp_probe_threshold
                       a!110)))
      (a!116 (ite (= event_1 #x00000007)
                  connect_tcp_probe_interval
                  (ite (and (= sysctl_1 #x00000005) true)
                       connect_tcp_probe_interval
                       a!115)))
      (a!124 (ite (= event_1 #x00000003)
                  (ite (= connect_tcp_mtu_probing #x00000000)
                       (ite passive_open a!16 a!16)
                       (ite (= a!1 #x00000000)
                            (ite timed_1 at_1 connect_tcp_time_stamp)
                            (ite passive_open a!16 a!16)))
                  (ite passive_open a!16 a!16)))
      (a!129 (ite (= event_1 #x00000002)
                  #x00000000
                  (ite (= event_1 #x00000003)
                       #x00000000
                       (ite (= event_1 #x00000004) #x00000000 a!128))))
      (a!145 (ite (bvslt (ite (bvslt mss_clamp a!144) mss_clamp a!144)
                         #x00000030)
                  #x00000030
                  (ite (bvslt mss_clamp a!144) mss_clamp a!144)))
      (a!178 (ite (and (= sysctl_1 #x00000003) true)
                  connect_tcp_mtu_probing
                  (ite (and (= sysctl_1 #x00000002) true)
                       connect_tcp_mtu_probing
                       a!177))))
(let ((a!3 (ite (= event_1 #x00000001)
                a!1
                (ite (= event_1 #x00000002)
                     a!1
                     (ite (= event_1 #x00000003) a!2 a!1))))
      (a!8 (ite (= connect_route_mtu connect_route_mtu)
                a!7
                (ite (bvult connect_route_mtu a!7) connect_route_mtu a!7)))
      (a!21 (ite a!20
                 mss_clamp
                 (bvsub a!19
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!24 (ite (bvslt (ite (bvslt mss_clamp a!23) mss_clamp a!23) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!23) mss_clamp a!23)))
      (a!30 (bvsub (ite (bvslt a!29 #x00000030) #x00000030 a!29)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!33 (bvsub (ite (bvslt a!32 #x00000030) #x00000030 a!32)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!35 (ite a!34
                 mss_clamp
                 (bvsub a!12
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!52 (ite a!51
                 mss_clamp
                 (bvsub a!50
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!72 (ite (= event_1 #x00000002)
                 connect_route_mtu
                 (ite (= event_1 #x00000003)
                      connect_route_mtu
                      (ite (= event_1 #x00000004) connect_route_mtu a!71))))
      (a!77 (ite (= event_1 #x00000003)
                 connect_route_mtu
                 (ite (= event_1 #x00000004)
                      connect_route_mtu
                      (ite (= event_1 #x00000005) connect_route_mtu a!76))))
      (a!85 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (bvult connect_route_mtu a!7) connect_route_mtu a!7)
                 a!7))
      (a!87 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (= connect_route_mtu connect_route_mtu)
                      (bvsub (ite passive_open #x00000000 #x00000000)
                             #x00000001)
                      a!86)
                 a!7))
      (a!89 (ite (bvult a!50 (ite (bvult a!50 a!7) a!50 a!7))
                 a!50
                 (ite (bvult a!50 a!7) a!50 a!7)))
      (a!112 (ite (= event_1 #x00000005)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000006)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000007)
                            connect_tcp_probe_threshold
                            a!111))))
      (a!117 (ite (= event_1 #x00000004)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000005)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000006)
                            connect_tcp_probe_interval
                            a!116))))
      (a!179 (ite (and (= sysctl_1 #x00000005) true)
                  connect_tcp_mtu_probing
                  (ite (and (= sysctl_1 #x00000004) true)
                       connect_tcp_mtu_probing
                       a!178))))
(let ((a!9 (ite (= connect_route_mtu connect_route_mtu)
                a!8
                (ite (bvult connect_route_mtu a!8) connect_route_mtu a!8)))
      (a!22 (bvsub (ite (bvslt a!21 #x00000030) #x00000030 a!21)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!36 (bvsub (ite (bvslt a!35 #x00000030) #x00000030 a!35)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!39 (bvslt a!30
                   (bvsub a!24
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!53 (bvsub (ite (bvslt a!52 #x00000030) #x00000030 a!52)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!88 (ite (= connect_tcp_mtu_probing #x00000000)
                 a!7
                 (ite (= a!1 #x00000000)
                      (ite (bvult connect_route_mtu a!7) connect_route_mtu a!7)
                      (ite (bvult connect_route_mtu a!8) connect_route_mtu a!8))))
      (a!90 (ite (= a!50 a!50) (ite (bvult a!50 a!7) a!50 a!7) a!89))
      (a!113 (ite (= event_1 #x00000002)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000003)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000004)
                            connect_tcp_probe_threshold
                            a!112))))
      (a!118 (ite (= event_1 #x00000001)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000002)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000003)
                            connect_tcp_probe_interval
                            a!117))))
      (a!146 (bvslt a!30
                    (bvsub a!145
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!180 (ite (= event_1 #x00000005)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000006)
                       connect_tcp_mtu_probing
                       (ite (= event_1 #x00000007)
                            connect_tcp_mtu_probing
                            a!179)))))
(let ((a!10 (bvslt mss_clamp
                   (bvsub a!9
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!18 (bvadd (bvashr (bvadd a!9 (ite passive_open a!12 a!12)) #x00000001)
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!25 (bvslt a!22
                   (bvsub a!24
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!37 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!30
                 (ite (bvslt a!30 a!36) a!30 a!36)))
      (a!40 (ite a!39
                 a!30
                 (bvsub a!24 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!54 (bvslt a!53
                   (bvsub a!24
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!79 (ite (bvult a!19 (ite (bvult a!19 a!9) a!19 a!9))
                 a!19
                 (ite (bvult a!19 a!9) a!19 a!9)))
      (a!119 (ite (= HZ #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!118)
                         #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!118)
                         #x00000064)))
      (a!147 (ite a!146
                  a!30
                  (bvsub a!145
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!181 (ite (= event_1 #x00000002)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000003)
                       connect_tcp_mtu_probing
                       (ite (= event_1 #x00000004)
                            connect_tcp_mtu_probing
                            a!180)))))
(let ((a!11 (ite a!10
                 mss_clamp
                 (bvsub a!9 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!26 (ite a!25
                 a!22
                 (bvsub a!24 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!38 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!30
                      (ite (bvslt a!30 a!33) a!30 a!33))
                 a!37))
      (a!55 (ite a!54
                 a!53
                 (bvsub a!24 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!62 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!18))
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                 (bvsub (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)))
      (a!70 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!18))
                 (ite ipv6 connect_route_mtu (ite false connect_route_mtu a!19))
                 connect_route_mtu))
      (a!75 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!18))
                 a!74
                 connect_route_mtu))
      (a!80 (ite (= a!19 a!19) (ite (bvult a!19 a!9) a!19 a!9) a!79))
      (a!120 (ite (= HZ #x000000fa)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!118)
                         #x000000fa)
                  a!119))
      (a!127 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!18))
                  (ite ipv6
                       #x00000000
                       (ite false #x00000000 (ite ipv6 #x00000000 #x00000000)))
                  #x00000000))
      (a!182 (= (ite (= event_1 #x00000000)
                     connect_tcp_mtu_probing
                     (ite (= event_1 #x00000001) connect_tcp_mtu_probing a!181))
                #x00000000)))
(let ((a!13 (bvslt (bvsub (ite (bvslt a!11 #x00000030) #x00000030 a!11)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvashr (bvadd a!9 (ite passive_open a!12 a!12)) #x00000001)))
      (a!27 (ite (= a!19 a!19)
                 (ite (= a!1 #x00000000) a!22 a!26)
                 (ite (= a!1 #x00000000) a!22 a!26)))
      (a!41 (ite (= connect_route_mtu connect_route_mtu)
                 a!38
                 (ite (= a!1 #x00000000) a!30 a!40)))
      (a!56 (ite (= a!50 a!50)
                 (ite (= a!1 #x00000000) a!53 a!55)
                 (ite (= a!1 #x00000000) a!53 a!55)))
      (a!63 (bvmul (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                   (bvadd a!38
                          (bvadd (bvadd #x00000014 tcp_options)
                                 (ite ipv6 #x00000028 #x00000014)))))
      (a!121 (ite (= HZ #x0000012c)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!118)
                         #x0000012c)
                  a!120))
      (a!148 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= a!1 #x00000000) a!30 a!147)
                  a!38)))
(let ((a!14 (or a!13
                (bvslt (bvsub a!9 (ite passive_open a!12 a!12))
                       connect_tcp_probe_threshold)))
      (a!42 (ite (= connect_route_mtu connect_route_mtu)
                 a!41
                 (ite (= a!1 #x00000000) a!30 a!40)))
      (a!44 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult a!27 a!43)))
      (a!57 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult a!56 a!43)))
      (a!64 (bvudiv a!63
                    (ite (= (ite passive_open #x00000000 #x00000000) #x00000000)
                         #x00000001
                         (ite passive_open #x00000000 #x00000000))))
      (a!103 (ite (bvslt connect_tcp_base_mss (bvlshr a!41 #x00000001))
                  connect_tcp_base_mss
                  (bvlshr a!41 #x00000001)))
      (a!122 (ite (= HZ #x000003e8)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!118)
                         #x000003e8)
                  a!121))
      (a!149 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!41
                  a!38)))
(let ((a!45 (ite (and (or (bvult a!27 a!42) a!44) (not false))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!58 (ite (and (or (bvult a!56 a!38) a!57) (not cwnd_full_1))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!65 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!64
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!73 (ite (= event_1 #x00000000)
                 (ite a!5 connect_route_mtu (ite a!14 connect_route_mtu a!70))
                 (ite (= event_1 #x00000001) connect_route_mtu a!72)))
      (a!78 (ite (= event_1 #x00000000)
                 (ite a!5 connect_route_mtu (ite a!14 connect_route_mtu a!75))
                 (ite (= event_1 #x00000001)
                      connect_route_mtu
                      (ite (= event_1 #x00000002) connect_route_mtu a!77))))
      (a!81 (ite (and (or (bvult a!27 a!42) a!44) (not false))
                 (ite (= a!19 a!19) a!80 (ite (bvult a!19 a!80) a!19 a!80))
                 a!80))
      (a!91 (ite (and (or (bvult a!56 a!38) a!57) (not cwnd_full_1))
                 (ite (= a!50 a!50) a!90 (ite (bvult a!50 a!90) a!50 a!90))
                 a!90))
      (a!100 (ite (= connect_route_mtu connect_route_mtu)
                  a!42
                  (ite (= a!1 #x00000000) a!30 a!40)))
      (a!104 (ite (bvslt a!103
                         (bvsub #x00000044 (bvadd #x00000014 tcp_options)))
                  (bvsub #x00000044 (bvadd #x00000014 tcp_options))
                  a!103))
      (a!123 (ite a!5
                  (ite passive_open a!16 a!16)
                  (ite a!14
                       (ite a!17
                            (ite timed_1 at_1 connect_tcp_time_stamp)
                            (ite passive_open a!16 a!16))
                       (ite passive_open a!16 a!16))))
      (a!130 (= (ite (= event_1 #x00000000)
                     (ite a!5 #x00000000 (ite a!14 #x00000000 a!127))
                     (ite (= event_1 #x00000001) #x00000000 a!129))
                #x00000000))
      (a!141 (ite (and (or (bvult a!27 a!42) a!44) (not false))
                  (ite (= a!19 a!19) a!27 (ite (= a!1 #x00000000) a!22 a!26))
                  a!27))
      (a!158 (ite (and (or (bvult a!56 a!38) a!57) (not cwnd_full_1))
                  (ite (= a!50 a!50) a!56 (ite (= a!1 #x00000000) a!53 a!55))
                  a!56)))
(let ((a!46 (ite ipv6
                 (ite passive_open #x00000000 #x00000000)
                 (ite false
                      (ite passive_open #x00000000 #x00000000)
                      (ite (bvult a!19 connect_route_mtu)
                           a!45
                           (ite passive_open #x00000000 #x00000000)))))
      (a!59 (ite (= event_1 #x00000006)
                 (ite false
                      (ite passive_open #x00000000 #x00000000)
                      (ite (bvult a!50 connect_route_mtu)
                           a!58
                           (ite passive_open #x00000000 #x00000000)))
                 (ite passive_open #x00000000 #x00000000)))
      (a!67 (ite (= event_1 #x00000000)
                 (ite a!5
                      (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                      (ite a!14 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) a!62))
                 (ite (= event_1 #x00000001)
                      a!65
                      (ite (= event_1 #x00000002)
                           a!66
                           (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))))
      (a!82 (ite ipv6
                 a!9
                 (ite false a!9 (ite (bvult a!19 connect_route_mtu) a!81 a!9))))
      (a!92 (ite (= event_1 #x00000006)
                 (ite false a!7 (ite (bvult a!50 connect_route_mtu) a!91 a!7))
                 a!7))
      (a!101 (ite a!17
                  (bvadd a!100
                         (bvadd (bvadd #x00000014 tcp_options)
                                (ite ipv6 #x00000028 #x00000014)))
                  (ite passive_open a!12 a!12)))
      (a!105 (bvadd a!104
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!125 (ite (= event_1 #x00000000)
                  a!123
                  (ite (= event_1 #x00000001)
                       (ite passive_open a!16 a!16)
                       (ite (= event_1 #x00000002)
                            (ite passive_open a!16 a!16)
                            a!124))))
      (a!132 (ite ipv6
                  (ite (bvult a!73 a!73)
                       (ite (bvult a!73 #x00000500) #x00000500 a!73)
                       a!73)
                  (ite (not (bvult a!73 a!73))
                       (ite (bvult a!73 #x00000228) #x00000228 a!73)
                       a!73)))
      (a!133 (ite (= a!73 (ite (= a!73 a!78) a!78 a!73))
                  (ite (= a!73 a!78) a!78 a!73)
                  a!73))
      (a!142 (ite ipv6
                  a!42
                  (ite false
                       a!42
                       (ite (bvult a!19 connect_route_mtu) a!141 a!42))))
      (a!159 (ite (= event_1 #x00000006)
                  (ite false
                       a!38
                       (ite (bvult a!50 connect_route_mtu) a!158 a!38))
                  a!38))
      (a!163 (bvslt mss_clamp
                    (bvsub a!73
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!183 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!78
                  (ite (= a!73 a!78) a!78 a!73)))
      (a!187 (ite ipv6
                  (ite (bvult mtu_2 a!73)
                       (ite (bvult mtu_2 #x00000500) #x00000500 mtu_2)
                       a!73)
                  (ite (not (bvult a!73 mtu_2))
                       (ite (bvult mtu_2 #x00000228) #x00000228 mtu_2)
                       a!73))))
(let ((a!47 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!18))
                 a!46
                 a!18))
      (a!60 (ite (= event_1 #x00000003)
                 #x00000000
                 (ite (= event_1 #x00000004)
                      #x00000000
                      (ite (= event_1 #x00000005)
                           (ite passive_open #x00000000 #x00000000)
                           a!59))))
      (a!68 (not (not (bvult (ite cwnd_set_2 cwnd_2 a!67) #x0000000b))))
      (a!83 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!18))
                 a!82
                 a!9))
      (a!93 (ite (= event_1 #x00000004)
                 a!8
                 (ite (= event_1 #x00000005)
                      (ite (bvult connect_route_mtu a!7) connect_route_mtu a!7)
                      a!92)))
      (a!106 (ite (= connect_tcp_mtu_probing #x00000000)
                  (ite passive_open a!12 a!12)
                  (ite (= a!1 #x00000000) (ite passive_open a!12 a!12) a!105)))
      (a!126 (bvule a!122
                    (bvsub (ite timed_2
                                at_2
                                (ite timed_1 at_1 connect_tcp_time_stamp))
                           a!125)))
      (a!134 (bvslt mss_clamp
                    (bvsub a!132
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!143 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!18))
                  a!142
                  a!42))
      (a!150 (bvslt mss_clamp
                    (bvsub a!105
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!160 (ite (= event_1 #x00000004)
                  a!41
                  (ite (= event_1 #x00000005)
                       (ite (= a!1 #x00000000) a!30 a!40)
                       a!159)))
      (a!164 (ite a!163
                  mss_clamp
                  (bvsub a!73
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!188 (bvslt mss_clamp
                    (bvsub a!187
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!48 (ite a!5
                 (ite passive_open #x00000000 #x00000000)
                 (ite a!14
                      (ite a!17
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      a!47)))
      (a!84 (ite a!14
                 (ite a!17
                      (bvadd mss_clamp
                             #x00000014
                             (ite ipv6 #x00000028 #x00000014))
                      a!9)
                 a!83))
      (a!94 (ite (= event_1 #x00000003)
                 (ite (= connect_route_mtu connect_route_mtu)
                      a!88
                      (ite (bvult connect_route_mtu a!88)
                           connect_route_mtu
                           a!88))
                 a!93))
      (a!107 (ite (= event_1 #x00000001)
                  a!102
                  (ite (= event_1 #x00000002)
                       (ite passive_open a!12 a!12)
                       (ite (= event_1 #x00000003)
                            a!106
                            (ite passive_open a!12 a!12)))))
      (a!135 (ite a!134
                  mss_clamp
                  (bvsub a!132
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!151 (ite a!150
                  mss_clamp
                  (bvsub a!105
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!154 (bvslt mss_clamp
                    (bvsub a!106
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!165 (bvsub (ite (bvslt a!164 #x00000030) #x00000030 a!164)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!189 (ite a!188
                  mss_clamp
                  (bvsub a!187
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!61 (ite (= event_1 #x00000000)
                 a!48
                 (ite (= event_1 #x00000001)
                      a!49
                      (ite (= event_1 #x00000002) a!49 a!60))))
      (a!95 (ite (= event_1 #x00000000)
                 (ite a!5 a!8 a!84)
                 (ite (= event_1 #x00000001)
                      a!85
                      (ite (= event_1 #x00000002) a!87 a!94))))
      (a!108 (ite (= event_1 #x00000000)
                  (ite a!5
                       (ite passive_open a!12 a!12)
                       (ite a!14 a!101 (ite passive_open a!12 a!12)))
                  a!107))
      (a!136 (bvsub (ite (bvslt a!135 #x00000030) #x00000030 a!135)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!152 (bvsub (ite (bvslt a!151 #x00000030) #x00000030 a!151)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!155 (ite a!154
                  mss_clamp
                  (bvsub a!106
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!190 (bvsub (ite (bvslt a!189 #x00000030) #x00000030 a!189)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!69 (or (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                (not (= a!61 #x00000000))
                a!68))
      (a!96 (ite (= a!73 a!78) a!95 (ite (bvult a!73 a!95) a!73 a!95)))
      (a!137 (bvslt mss_clamp
                    (bvsub a!108
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!153 (ite (= a!1 #x00000000)
                  (ite (= #x00000001 #x00000000) a!30 a!40)
                  (ite (= a!1 #x00000000)
                       a!30
                       (ite (bvslt a!30 a!152) a!30 a!152))))
      (a!156 (bvsub (ite (bvslt a!155 #x00000030) #x00000030 a!155)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!168 (bvsub (bvsub a!61 (bvadd #x00000014 tcp_options))
                    (ite ipv6 #x00000028 #x00000014)))
      (a!176 (ite (= a!73 a!78)
                  (bvsub a!61 #x00000001)
                  (ite (bvult a!73 (bvsub a!61 #x00000001))
                       a!73
                       (bvsub a!61 #x00000001))))
      (a!194 (ite (bvult a!187 (ite (bvult a!187 a!95) a!187 a!95))
                  a!187
                  (ite (bvult a!187 a!95) a!187 a!95))))
(let ((a!97 (ite (= a!73 (ite (= a!73 a!78) a!78 a!73))
                 a!96
                 (ite (bvult a!73 a!96) a!73 a!96)))
      (a!138 (ite a!137
                  mss_clamp
                  (bvsub a!108
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!157 (ite (= connect_route_mtu connect_route_mtu)
                  (ite (= connect_tcp_mtu_probing #x00000000) a!38 a!153)
                  (ite (= a!2 #x00000000)
                       a!30
                       (ite (bvslt a!30 a!156) a!30 a!156))))
      (a!184 (ite (bvult (ite (= a!73 a!78) a!78 a!73) a!96)
                  (ite (= a!73 a!78) a!78 a!73)
                  a!96))
      (a!195 (ite (= a!187 a!187) (ite (bvult a!187 a!95) a!187 a!95) a!194)))
(let ((a!98 (bvslt mss_clamp
                   (bvsub a!97
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!114 (bvslt (bvsub a!97 a!108)
                    (ite (= event_1 #x00000000)
                         connect_tcp_probe_threshold
                         (ite (= event_1 #x00000001)
                              connect_tcp_probe_threshold
                              a!113))))
      (a!131 (bvult a!73
                    (bvadd (bvashr (bvadd a!97 a!108) #x00000001)
                           (bvadd (bvadd #x00000014 tcp_options)
                                  (ite ipv6 #x00000028 #x00000014)))))
      (a!139 (bvsub (ite (bvslt a!138 #x00000030) #x00000030 a!138)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!161 (ite (= event_1 #x00000001)
                  a!148
                  (ite (= event_1 #x00000002)
                       a!149
                       (ite (= event_1 #x00000003) a!157 a!160))))
      (a!171 (ite (bvult a!132 (ite (bvult a!132 a!97) a!132 a!97))
                  a!132
                  (ite (bvult a!132 a!97) a!132 a!97)))
      (a!185 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (ite (bvult a!78 a!95) a!78 a!95)
                  a!184)))
(let ((a!99 (ite a!98
                 mss_clamp
                 (bvsub a!97
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!140 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!136
                  (ite (bvslt a!136 a!139) a!136 a!139)))
      (a!162 (ite (= event_1 #x00000000)
                  (ite a!5 a!41 (ite a!14 (ite a!17 a!100 a!42) a!143))
                  a!161))
      (a!166 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!165
                  (ite (bvslt a!165 a!139) a!165 a!139)))
      (a!172 (ite (= a!132 a!132) (ite (bvult a!132 a!97) a!132 a!97) a!171))
      (a!186 (ite (= a!73 (ite a!182 a!78 a!183))
                  (ite a!182 a!95 a!185)
                  (ite (bvult a!73 (ite a!182 a!95 a!185))
                       a!73
                       (ite a!182 a!95 a!185))))
      (a!191 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!190
                  (ite (bvslt a!190 a!139) a!190 a!139))))
(let ((a!109 (bvslt (bvsub (ite (bvslt a!99 #x00000030) #x00000030 a!99)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvashr (bvadd a!97 a!108) #x00000001)))
      (a!167 (ite (= a!73 (ite (= a!73 a!78) a!78 a!73))
                  (ite (= a!73 a!78) a!162 a!166)
                  a!166))
      (a!169 (and (not (= a!61 #x00000000))
                  (bvult (ite (= a!132 a!132) a!140 a!140) a!168)))
      (a!192 (and (not (= a!61 #x00000000))
                  (bvult (ite (= a!187 a!187) a!191 a!191) a!168))))
(let ((a!170 (or (bvult (ite (= a!132 a!132) a!140 a!140) a!167) a!169))
      (a!193 (or (bvult (ite (= a!187 a!187) a!191 a!191) a!162) a!192)))
(let ((a!173 (ite (and a!170 (not false))
                  (ite (= a!132 a!132)
                       a!172
                       (ite (bvult a!132 a!172) a!132 a!172))
                  a!172))
      (a!196 (ite (and a!193 (not cwnd_full_2))
                  (ite (= a!187 a!187)
                       a!195
                       (ite (bvult a!187 a!195) a!187 a!195))
                  a!195)))
(let ((a!174 (ite ipv6
                  a!97
                  (ite false a!97 (ite (bvult a!132 a!133) a!173 a!97))))
      (a!197 (ite (= event_2 #x00000006)
                  (ite false a!95 (ite (bvult a!187 a!78) a!196 a!95))
                  a!95)))
(let ((a!175 (ite (or a!109 a!114)
                  (ite a!126
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014))
                       a!97)
                  (ite (and (or ipv6 a!130) a!131) a!174 a!97)))
      (a!198 (ite (= event_2 #x00000004)
                  a!96
                  (ite (= event_2 #x00000005)
                       (ite (bvult a!78 a!95) a!78 a!95)
                       a!197))))
(let ((a!199 (ite (= event_2 #x00000002)
                  (ite (not (= a!61 #x00000000)) a!176 a!95)
                  (ite (= event_2 #x00000003) a!186 a!198))))
(let ((a!200 (ite (= event_2 #x00000001)
                  (ite (not (= a!61 #x00000000))
                       (ite (bvult a!78 a!95) a!78 a!95)
                       a!95)
                  a!199)))
(let ((a!201 (or (not (= event_2 #x00000002))
                 (bvsle (ite (= event_2 #x00000000) (ite a!69 a!96 a!175) a!200)
                        a!95))))
  (not a!201)))))))))))))))))))))))))))
(check-sat)
