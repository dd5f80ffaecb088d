; every-probe-loss-never-raises-high-bmc-fix-sync-lowers-low
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
(declare-fun HZ () (_ BitVec 32))
(declare-fun connect_tcp_probe_interval () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun cwnd_full_1 () Bool)
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun connect_tcp_time_stamp () (_ BitVec 32))
(declare-fun at_1 () (_ BitVec 32))
(declare-fun timed_1 () Bool)
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
(assert (let ((a!1 (ite (= HZ #x0000012c)
                #x00da740d
                (ite (= HZ #x000000fa)
                     #x010624dd
                     (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!2 (or (not (= event_1 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_1)
                    (bvule mtu_1 #x0000ffff))))
      (a!3 (or (not (and (= event_1 #x00000006) (not ipv6)))
               (bvule mtu_1 #x0000ffff)))
      (a!4 (or (not (= event_2 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_2)
                    (bvule mtu_2 #x0000ffff))))
      (a!5 (or (not (and (= event_2 #x00000006) (not ipv6)))
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
       (bvsle #x00000000 connect_tcp_mtu_probing)
       (bvsle connect_tcp_mtu_probing #x000000ff)
       true
       true
       (bvsle #x00000000 connect_tcp_probe_interval)
       (bvsle connect_tcp_probe_interval (ite (= HZ #x000003e8) #x00418937 a!1))
       (bvsle #x00000030 connect_tcp_min_snd_mss)
       (bvsle connect_tcp_min_snd_mss #x0000ffff)
       (bvsle #x00000030 connect_tcp_mtu_probe_floor)
       (bvsle connect_tcp_mtu_probe_floor #x0000ffff)
       (bvule event_1 #x00000008)
       a!2
       a!3
       (or (not (= event_1 #x00000008))
           false
           (= sysctl_1 #x00000000)
           (= sysctl_1 #x00000001)
           (= sysctl_1 #x00000002)
           (= sysctl_1 #x00000003)
           (= sysctl_1 #x00000004)
           (= sysctl_1 #x00000005))
       (bvule event_2 #x00000008)
       a!4
       a!5
       (or (not (= event_2 #x00000008))
           false
           (= sysctl_2 #x00000000)
           (= sysctl_2 #x00000001)
           (= sysctl_2 #x00000002)
           (= sysctl_2 #x00000003)
           (= sysctl_2 #x00000004)
           (= sysctl_2 #x00000005)))))
(assert (let ((a!1 (ite passive_open
                (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                     #x00000001
                     #x00000000)
                (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                     #x00000001
                     #x00000000)))
      (a!4 (not (not (bvult (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x0000000b))))
      (a!6 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!11 (bvadd connect_tcp_base_mss
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!18 (ite (= HZ #x0000012c)
                 (bvmul connect_tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul connect_tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)))))
      (a!19 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 #x00000000
                 connect_tcp_time_stamp))
      (a!23 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!26 (ite (bvslt (ite (bvult connect_route_mtu #x00000000)
                             connect_route_mtu
                             #x00000000)
                        #x00000000)
                 (ite (bvult connect_route_mtu #x00000000)
                      connect_route_mtu
                      #x00000000)
                 #x00000000))
      (a!30 (ite (bvult connect_route_mtu
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 connect_route_mtu
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!45 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu))
      (a!66 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!72 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!73 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!76 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu mtu_1)))
                 (ite (bvult mtu_1 #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      mtu_1)
                 connect_route_mtu))
      (a!106 ((_ zero_extend 32)
               (ite (= (ite passive_open #x00000000 #x00000000) #x00000000)
                    #x00000001
                    (ite passive_open #x00000000 #x00000000))))
      (a!109 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (bvadd (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)
                  (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!136 (ite (bvult connect_route_mtu
                         (bvsub (ite passive_open #x00000000 #x00000000)
                                #x00000001))
                  connect_route_mtu
                  (bvsub (ite passive_open #x00000000 #x00000000) #x00000001)))
      (a!152 (and (= sysctl_1 #x00000005)
                  (and (bvsle #x00000030 value_1) (bvsle value_1 #x0000ffff))))
      (a!153 (and (= sysctl_1 #x00000004)
                  (and (bvsle #x00000030 value_1) (bvsle value_1 #x0000ffff))))
      (a!197 (ite (= HZ #x0000012c)
                  #x00da740d
                  (ite (= HZ #x000000fa)
                       #x010624dd
                       (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!215 (and (and (= #x00000000 #x00000000)
                       (not (bvult connect_route_mtu connect_route_mtu)))
                  (bvult connect_route_mtu #x00000228)))
      (a!219 (and (and (= #x00000000 #x00000000)
                       (not (bvult connect_route_mtu mtu_1)))
                  (bvult mtu_1 #x00000228)))
      (a!306 (ite (and (= sysctl_1 #x00000001) true)
                  connect_tcp_mtu_probing
                  (ite (and (= sysctl_1 #x00000000)
                            (bvsle #x00000000 value_1)
                            (bvsle value_1 #x000000ff))
                       value_1
                       connect_tcp_mtu_probing)))
      (a!313 (bvslt mss_clamp
                    (bvsub mtu_2
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite (= connect_tcp_mtu_probing #x00000000)
                a!1
                (ite (= a!1 #x00000000) #x00000001 a!1)))
      (a!5 (or (= a!1 #x00000000)
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!4))
      (a!7 (ite (= connect_route_mtu connect_route_mtu)
                a!6
                (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!12 (ite (bvslt (ite (bvult connect_route_mtu a!6)
                             connect_route_mtu
                             a!6)
                        (ite passive_open a!11 a!11))
                 (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                 (ite passive_open a!11 a!11)))
      (a!20 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!19
                 connect_tcp_time_stamp))
      (a!24 (ite a!23
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!27 (bvslt mss_clamp
                   (bvsub a!26
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!31 (bvsub (ite (bvslt a!30 a!11) a!30 a!11)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!46 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!45)
                   connect_route_mtu))
      (a!47 (= (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!45)
               (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!45)))
      (a!48 (bvsub (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!45)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!74 (ite a!73
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!77 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!76)
                   connect_route_mtu))
      (a!78 (= (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!76)
               (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!76)))
      (a!79 (bvsub (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!76)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!81 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!76)
                   a!6))
      (a!135 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                  a!6))
      (a!137 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= connect_route_mtu connect_route_mtu)
                       (bvsub (ite passive_open #x00000000 #x00000000)
                              #x00000001)
                       a!136)
                  a!6))
      (a!138 (ite (= connect_tcp_mtu_probing #x00000000)
                  a!6
                  (ite (= a!1 #x00000000)
                       (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                       (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6))))
      (a!154 (ite (= event_1 #x00000006)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000007)
                       connect_tcp_min_snd_mss
                       (ite a!152
                            connect_tcp_min_snd_mss
                            (ite a!153 value_1 connect_tcp_min_snd_mss)))))
      (a!170 (ite (bvslt (ite (bvult connect_route_mtu a!6)
                              connect_route_mtu
                              a!6)
                         (ite passive_open #x00000000 #x00000000))
                  (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                  (ite passive_open #x00000000 #x00000000)))
      (a!172 (ite (bvslt a!136 (ite passive_open a!11 a!11))
                  a!136
                  (ite passive_open a!11 a!11)))
      (a!174 (bvsub (ite passive_open a!11 a!11)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!198 (and (= sysctl_1 #x00000003)
                  (bvsle #x00000000 value_1)
                  (bvsle value_1 (ite (= HZ #x000003e8) #x00418937 a!197))))
      (a!314 (ite a!313
                  mss_clamp
                  (bvsub mtu_2
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (ite (= event_1 #x00000001)
                a!1
                (ite (= event_1 #x00000002)
                     a!1
                     (ite (= event_1 #x00000003) a!2 a!1))))
      (a!8 (ite (= connect_route_mtu connect_route_mtu)
                a!7
                (ite (bvult connect_route_mtu a!7) connect_route_mtu a!7)))
      (a!13 (ite (bvslt (ite (bvult connect_route_mtu a!7)
                             connect_route_mtu
                             a!7)
                        (ite (= connect_route_mtu connect_route_mtu)
                             (ite passive_open a!11 a!11)
                             a!12))
                 (ite (bvult connect_route_mtu a!7) connect_route_mtu a!7)
                 (ite (= connect_route_mtu connect_route_mtu)
                      (ite passive_open a!11 a!11)
                      a!12)))
      (a!21 (bvule (ite (= HZ #x000003e8)
                        (bvmul connect_tcp_probe_interval #x000003e8)
                        a!18)
                   (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                          (ite passive_open a!19 a!20))))
      (a!25 (bvsub (ite (bvslt a!24 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!24)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!28 (ite a!27
                 mss_clamp
                 (bvsub a!26
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!32 (ite (bvslt (ite (bvslt mss_clamp a!31) mss_clamp a!31)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!31) mss_clamp a!31)))
      (a!37 (bvslt mss_clamp
                   (bvsub a!12
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!49 (ite (bvslt (ite (bvslt mss_clamp a!48) mss_clamp a!48)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!48) mss_clamp a!48)))
      (a!80 (ite (bvslt (ite (bvslt mss_clamp a!79) mss_clamp a!79)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!79) mss_clamp a!79)))
      (a!82 (ite a!81
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!76)
                 a!6))
      (a!120 (ite a!46
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!45)
                  connect_route_mtu))
      (a!124 (ite a!77
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!76)
                  connect_route_mtu))
      (a!155 (ite (= event_1 #x00000003)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000004)
                       connect_tcp_min_snd_mss
                       (ite (= event_1 #x00000005)
                            connect_tcp_min_snd_mss
                            a!154))))
      (a!171 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!170
                  (ite passive_open a!11 a!11)))
      (a!173 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= connect_route_mtu connect_route_mtu)
                       (ite passive_open a!11 a!11)
                       a!172)
                  (ite passive_open a!11 a!11)))
      (a!175 (ite (bvslt (ite (bvslt mss_clamp a!174) mss_clamp a!174)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!174) mss_clamp a!174)))
      (a!199 (ite a!198
                  connect_tcp_probe_threshold
                  (ite (and (= sysctl_1 #x00000002) true)
                       value_1
                       connect_tcp_probe_threshold)))
      (a!204 (ite (= event_1 #x00000007)
                  connect_tcp_probe_interval
                  (ite a!152
                       connect_tcp_probe_interval
                       (ite a!153
                            connect_tcp_probe_interval
                            (ite a!198 value_1 connect_tcp_probe_interval)))))
      (a!212 (ite (= event_1 #x00000003)
                  (ite (= connect_tcp_mtu_probing #x00000000)
                       (ite passive_open a!19 a!20)
                       (ite (= a!1 #x00000000)
                            (ite timed_1 at_1 connect_tcp_time_stamp)
                            (ite passive_open a!19 a!20)))
                  (ite passive_open a!19 a!20)))
      (a!235 (bvslt mss_clamp
                    (bvsub a!170
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!239 (bvslt mss_clamp
                    (bvsub a!172
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!307 (ite a!198
                  connect_tcp_mtu_probing
                  (ite (and (= sysctl_1 #x00000002) true)
                       connect_tcp_mtu_probing
                       a!306))))
(let ((a!9 (bvslt mss_clamp
                  (bvsub a!8
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!14 (ite (= connect_route_mtu connect_route_mtu)
                 (ite (= connect_route_mtu connect_route_mtu)
                      (ite passive_open a!11 a!11)
                      a!12)
                 a!13))
      (a!29 (bvsub (ite (bvslt a!28 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!28)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!33 (bvslt a!25
                   (bvsub a!32
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!38 (ite a!37
                 mss_clamp
                 (bvsub a!12
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!41 (bvslt mss_clamp
                   (bvsub a!13
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!50 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!45)
                   a!8))
      (a!83 (ite (bvslt a!82 (ite passive_open a!11 a!11))
                 a!82
                 (ite passive_open a!11 a!11)))
      (a!90 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!76)
                   a!82))
      (a!156 (ite (= event_1 #x00000000)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000001)
                       connect_tcp_min_snd_mss
                       (ite (= event_1 #x00000002)
                            connect_tcp_min_snd_mss
                            a!155))))
      (a!176 (bvashr (bvsub a!175
                            (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                     #x00000001))
      (a!200 (ite (= event_1 #x00000006)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000007)
                       connect_tcp_probe_threshold
                       (ite a!152
                            connect_tcp_probe_threshold
                            (ite a!153 connect_tcp_probe_threshold a!199)))))
      (a!205 (ite (= event_1 #x00000004)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000005)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000006)
                            connect_tcp_probe_interval
                            a!204))))
      (a!236 (ite a!235
                  mss_clamp
                  (bvsub a!170
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!240 (ite a!239
                  mss_clamp
                  (bvsub a!172
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!308 (ite (= event_1 #x00000006)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000007)
                       connect_tcp_mtu_probing
                       (ite a!152
                            connect_tcp_mtu_probing
                            (ite a!153 connect_tcp_mtu_probing a!307))))))
(let ((a!10 (ite a!9
                 mss_clamp
                 (bvsub a!8 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!15 (bvsub (bvashr (bvadd a!8 a!14) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!34 (ite a!33
                 a!25
                 (bvsub a!32 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!39 (bvsub (ite (bvslt a!38 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!38)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!42 (ite a!41
                 mss_clamp
                 (bvsub a!13
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!51 (ite a!50
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!45)
                 a!8))
      (a!84 (bvslt mss_clamp
                   (bvsub a!83
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!91 (ite a!90
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!76)
                 a!82))
      (a!157 (ite (bvslt (ite (bvult connect_route_mtu a!8)
                              connect_route_mtu
                              a!8)
                         a!14)
                  (ite (bvult connect_route_mtu a!8) connect_route_mtu a!8)
                  a!14))
      (a!177 (ite (bvslt (ite (bvslt connect_tcp_base_mss a!176)
                              connect_tcp_base_mss
                              a!176)
                         connect_tcp_mtu_probe_floor)
                  connect_tcp_mtu_probe_floor
                  (ite (bvslt connect_tcp_base_mss a!176)
                       connect_tcp_base_mss
                       a!176)))
      (a!201 (ite (= event_1 #x00000003)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000004)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000005)
                            connect_tcp_probe_threshold
                            a!200))))
      (a!206 (ite (= event_1 #x00000001)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000002)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000003)
                            connect_tcp_probe_interval
                            a!205))))
      (a!237 (bvsub (ite (bvslt a!236 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!236)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!241 (bvsub (ite (bvslt a!240 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!240)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!309 (ite (= event_1 #x00000003)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000004)
                       connect_tcp_mtu_probing
                       (ite (= event_1 #x00000005)
                            connect_tcp_mtu_probing
                            a!308)))))
(let ((a!16 (ite (bvslt (ite (bvslt mss_clamp a!15) mss_clamp a!15)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!15) mss_clamp a!15)))
      (a!35 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!25
                 a!34))
      (a!40 (ite (= a!1 #x00000000) a!25 (ite (bvslt a!25 a!39) a!25 a!39)))
      (a!43 (bvsub (ite (bvslt a!42 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!42)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!52 (bvsub (ite (bvslt a!51 a!14) a!51 a!14)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!57 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!45)
                   a!51))
      (a!85 (ite a!84
                 mss_clamp
                 (bvsub a!83
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!92 (bvsub (ite (bvslt a!91 a!83) a!91 a!83)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!139 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!76)
                    (ite a!78 a!82 a!91)))
      (a!158 (bvslt mss_clamp
                    (bvsub a!157
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!178 (bvadd (ite (bvslt a!177 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!177)
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!202 (ite (= event_1 #x00000000)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000001)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000002)
                            connect_tcp_probe_threshold
                            a!201))))
      (a!207 (ite (= HZ #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!206)
                         #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!206)
                         #x00000064)))
      (a!310 (ite (= event_1 #x00000000)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000001)
                       connect_tcp_mtu_probing
                       (ite (= event_1 #x00000002)
                            connect_tcp_mtu_probing
                            a!309)))))
(let ((a!17 (bvslt (bvsub (ite (bvslt a!10 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!10)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!16
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!22 (bvadd (bvsub a!16
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!36 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!25
                      (ite (bvslt a!25 a!29) a!25 a!29))
                 a!35))
      (a!53 (ite (bvslt (ite (bvslt mss_clamp a!52) mss_clamp a!52)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!52) mss_clamp a!52)))
      (a!58 (ite a!57
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!45)
                 a!51))
      (a!86 (bvsub (ite (bvslt a!85 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!85)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!93 (ite (bvslt (ite (bvslt mss_clamp a!92) mss_clamp a!92)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!92) mss_clamp a!92)))
      (a!140 (ite a!139
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!76)
                  (ite a!78 a!82 a!91)))
      (a!159 (ite a!158
                  mss_clamp
                  (bvsub a!157
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!179 (ite (bvslt (ite (bvult connect_route_mtu a!6)
                              connect_route_mtu
                              a!6)
                         a!178)
                  (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                  a!178))
      (a!208 (ite (= HZ #x000000fa)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!206)
                         #x000000fa)
                  a!207)))
(let ((a!44 (ite (= connect_route_mtu connect_route_mtu)
                 (ite (= connect_route_mtu connect_route_mtu) a!36 a!40)
                 (ite (= a!1 #x00000000) a!25 (ite (bvslt a!25 a!43) a!25 a!43))))
      (a!54 (bvslt (bvsub a!49
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!53
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!59 (ite (bvslt a!58 (ite (bvslt a!51 a!14) a!51 a!14))
                 a!58
                 (ite (bvslt a!51 a!14) a!51 a!14)))
      (a!75 (bvule a!36
                   (bvsub (ite (bvslt a!74 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!74)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!87 (bvslt (bvsub a!80
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!86))
      (a!94 (bvslt (bvsub a!80
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!93
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!103 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!22))
                  (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                  (bvsub (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)))
      (a!105 ((_ sign_extend 32)
               (bvadd a!36
                      (bvadd (bvadd #x00000014 tcp_options)
                             (ite ipv6 #x00000028 #x00000014)))))
      (a!129 (bvult (ite ipv6
                         (ite (bvult connect_route_mtu connect_route_mtu)
                              connect_route_mtu
                              connect_route_mtu)
                         a!45)
                    (ite a!47 a!51 a!58)))
      (a!160 (bvsub (ite (bvslt a!159 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!159)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!180 (ite (= connect_tcp_mtu_probing #x00000000)
                  (ite passive_open a!11 a!11)
                  (ite (= a!1 #x00000000) a!12 a!179)))
      (a!182 (bvslt a!140 (ite a!78 a!83 (ite (bvslt a!91 a!83) a!91 a!83))))
      (a!209 (ite (= HZ #x0000012c)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!206)
                         #x0000012c)
                  a!208))
      (a!211 (ite (or a!17 (bvslt (bvsub a!8 a!14) connect_tcp_probe_threshold))
                  (ite a!21
                       (ite timed_1 at_1 connect_tcp_time_stamp)
                       (ite passive_open a!19 a!20))
                  (ite passive_open a!19 a!20)))
      (a!238 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= a!1 #x00000000)
                       a!25
                       (ite (bvslt a!25 a!237) a!25 a!237))
                  a!36))
      (a!242 (ite (= connect_route_mtu connect_route_mtu)
                  a!36
                  (ite (= a!1 #x00000000)
                       a!25
                       (ite (bvslt a!25 a!241) a!25 a!241))))
      (a!244 (bvslt mss_clamp
                    (bvsub a!179
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!55 (ite a!54
                 (bvsub a!49 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!53 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!60 (bvslt mss_clamp
                   (bvsub a!59
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!88 (ite a!87
                 (bvsub a!80 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!86))
      (a!95 (ite a!94
                 (bvsub a!80 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!93 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!104 (ite (or a!17 (bvslt (bvsub a!8 a!14) connect_tcp_probe_threshold))
                  (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                  a!103))
      (a!107 (bvudiv (bvmul ((_ zero_extend 32)
                              (ite cwnd_set_1 cwnd_1 connect_snd_cwnd))
                            a!105)
                     a!106))
      (a!113 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!44 a!25)))
                  connect_route_mtu
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!45)))
      (a!116 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!75))
                  connect_route_mtu
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!76)))
      (a!121 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!44 a!25)))
                  connect_route_mtu
                  a!120))
      (a!125 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!75))
                  connect_route_mtu
                  a!124))
      (a!130 (ite a!129
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!45)
                  (ite a!47 a!51 a!58)))
      (a!161 (ite (= connect_route_mtu connect_route_mtu)
                  a!44
                  (ite (= a!1 #x00000000)
                       a!25
                       (ite (bvslt a!25 a!160) a!25 a!160))))
      (a!181 (ite (bvslt (ite (bvult connect_route_mtu a!138)
                              connect_route_mtu
                              a!138)
                         a!180)
                  (ite (bvult connect_route_mtu a!138) connect_route_mtu a!138)
                  a!180))
      (a!183 (ite a!182 a!140 (ite a!78 a!83 (ite (bvslt a!91 a!83) a!91 a!83))))
      (a!210 (ite (= HZ #x000003e8)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!206)
                         #x000003e8)
                  a!209))
      (a!213 (ite (= event_1 #x00000000)
                  (ite a!5 (ite passive_open a!19 a!20) a!211)
                  (ite (= event_1 #x00000001)
                       (ite passive_open a!19 a!20)
                       (ite (= event_1 #x00000002)
                            (ite passive_open a!19 a!20)
                            a!212))))
      (a!216 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!44 a!25)))
                  #x00000000
                  (ite ipv6 #x00000000 (ite a!215 #x00000001 #x00000000))))
      (a!220 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!75))
                  #x00000000
                  (ite ipv6 #x00000000 (ite a!219 #x00000001 #x00000000))))
      (a!243 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!242
                  a!36))
      (a!245 (ite a!244
                  mss_clamp
                  (bvsub a!179
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!56 (ite (= a!1 #x00000000)
                 (bvsub a!49 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!55))
      (a!61 (ite a!60
                 mss_clamp
                 (bvsub a!59
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!89 (ite (= a!1 #x00000000)
                 (bvsub a!80 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!88))
      (a!96 (ite (= a!1 #x00000000)
                 (bvsub a!80 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!95))
      (a!108 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (bvult ((_ extract 31 0) a!107) #x00000001)
                       #x00000001
                       ((_ extract 31 0) a!107))
                  (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!114 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!22))
                  (ite ipv6 connect_route_mtu a!113)
                  connect_route_mtu))
      (a!117 (ite (= event_1 #x00000005)
                  connect_route_mtu
                  (ite (= event_1 #x00000006)
                       a!116
                       (ite (= event_1 #x00000007) mtu_1 connect_route_mtu))))
      (a!122 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!22))
                  (ite ipv6 connect_route_mtu a!121)
                  connect_route_mtu))
      (a!126 (ite (= event_1 #x00000004)
                  connect_route_mtu
                  (ite (= event_1 #x00000005)
                       connect_route_mtu
                       (ite (= event_1 #x00000006) a!125 connect_route_mtu))))
      (a!162 (ite a!21
                  (bvadd a!161
                         (bvadd (bvadd #x00000014 tcp_options)
                                (ite ipv6 #x00000028 #x00000014)))
                  a!14))
      (a!163 (bvslt a!130 (ite a!47 (ite (bvslt a!51 a!14) a!51 a!14) a!59)))
      (a!184 (ite a!78 (ite a!78 a!83 (ite (bvslt a!91 a!83) a!91 a!83)) a!183))
      (a!214 (bvule a!210
                    (bvsub (ite timed_2
                                at_2
                                (ite timed_1 at_1 connect_tcp_time_stamp))
                           a!213)))
      (a!217 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!22))
                  (ite ipv6 #x00000000 a!216)
                  #x00000000))
      (a!221 (ite (= event_1 #x00000005)
                  #x00000000
                  (ite (= event_1 #x00000006)
                       a!220
                       (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!246 (bvsub (ite (bvslt a!245 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!245)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!248 (bvslt mss_clamp
                    (bvsub a!181
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!252 (bvslt mss_clamp
                    (bvsub a!183
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!62 (bvsub (ite (bvslt a!61 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!61)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!97 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!78 a!89 a!96) a!66)))
      (a!110 (ite (= event_1 #x00000000)
                  (ite a!5 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) a!104)
                  (ite (= event_1 #x00000001)
                       a!108
                       (ite (= event_1 #x00000002)
                            a!109
                            (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))))
      (a!115 (ite (or a!17 (bvslt (bvsub a!8 a!14) connect_tcp_probe_threshold))
                  connect_route_mtu
                  a!114))
      (a!118 (ite (= event_1 #x00000002)
                  connect_route_mtu
                  (ite (= event_1 #x00000003)
                       connect_route_mtu
                       (ite (= event_1 #x00000004) connect_route_mtu a!117))))
      (a!123 (ite (or a!17 (bvslt (bvsub a!8 a!14) connect_tcp_probe_threshold))
                  connect_route_mtu
                  a!122))
      (a!127 (ite (= event_1 #x00000001)
                  connect_route_mtu
                  (ite (= event_1 #x00000002)
                       connect_route_mtu
                       (ite (= event_1 #x00000003) connect_route_mtu a!126))))
      (a!164 (ite a!163 a!130 (ite a!47 (ite (bvslt a!51 a!14) a!51 a!14) a!59)))
      (a!218 (ite (or a!17 (bvslt (bvsub a!8 a!14) connect_tcp_probe_threshold))
                  #x00000000
                  a!217))
      (a!222 (ite (= event_1 #x00000002)
                  #x00000000
                  (ite (= event_1 #x00000003)
                       #x00000000
                       (ite (= event_1 #x00000004) #x00000000 a!221))))
      (a!247 (ite (= a!1 #x00000000)
                  (ite (= #x00000001 #x00000000)
                       a!25
                       (ite (bvslt a!25 a!39) a!25 a!39))
                  (ite (= a!1 #x00000000)
                       a!25
                       (ite (bvslt a!25 a!246) a!25 a!246))))
      (a!249 (ite a!248
                  mss_clamp
                  (bvsub a!181
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!253 (ite a!252
                  mss_clamp
                  (bvsub a!183
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!63 (bvslt (bvsub a!49
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!62))
      (a!98 (and (or (bvult (ite a!78 a!89 a!96) a!36) a!97) (not cwnd_full_1)))
      (a!111 (not (not (bvult (ite cwnd_set_2 cwnd_2 a!110) #x0000000b))))
      (a!119 (ite (= event_1 #x00000000)
                  (ite a!5 connect_route_mtu a!115)
                  (ite (= event_1 #x00000001) connect_route_mtu a!118)))
      (a!165 (ite a!47 (ite a!47 (ite (bvslt a!51 a!14) a!51 a!14) a!59) a!164))
      (a!223 (= (ite (= event_1 #x00000000)
                     (ite a!5 #x00000000 a!218)
                     (ite (= event_1 #x00000001) #x00000000 a!222))
                #x00000000))
      (a!225 (bvslt mss_clamp
                    (bvsub a!164
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!250 (bvsub (ite (bvslt a!249 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!249)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!254 (bvsub (ite (bvslt a!253 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!253)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!64 (ite a!63
                 (bvsub a!49 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!62))
      (a!99 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!75))
                 (ite passive_open #x00000000 #x00000000)
                 (ite a!77
                      (ite a!98
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      (ite passive_open #x00000000 #x00000000))))
      (a!128 (= a!119
                (ite (= event_1 #x00000000)
                     (ite a!5 connect_route_mtu a!123)
                     a!127)))
      (a!141 (ite a!77
                  (ite a!98
                       (ite a!78 (ite a!78 a!82 a!91) a!140)
                       (ite a!78 a!82 a!91))
                  a!6))
      (a!185 (ite a!98 a!184 (ite a!78 a!83 (ite (bvslt a!91 a!83) a!91 a!83))))
      (a!226 (ite a!225
                  mss_clamp
                  (bvsub a!164
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!251 (ite (= connect_route_mtu connect_route_mtu)
                  (ite (= connect_tcp_mtu_probing #x00000000) a!36 a!247)
                  (ite (= a!2 #x00000000)
                       a!25
                       (ite (bvslt a!25 a!250) a!25 a!250))))
      (a!255 (bvslt (bvsub a!80
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!254))
      (a!263 (bvslt mss_clamp
                    (bvsub a!119
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!275 (ite (and a!223 (not (bvult a!119 a!119)))
                  (ite (bvult a!119 #x00000228)
                       (ite (bvult a!119 #x00000228) a!119 #x00000228)
                       a!119)
                  a!119))
      (a!316 (ite (and a!223 (not (bvult a!119 mtu_2)))
                  (ite (bvult mtu_2 #x00000228)
                       (ite (bvult a!119 #x00000228) a!119 #x00000228)
                       mtu_2)
                  a!119)))
(let ((a!65 (ite (= a!1 #x00000000)
                 (bvsub a!49 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!64))
      (a!100 (ite (= event_1 #x00000004)
                  #x00000000
                  (ite (= event_1 #x00000005)
                       (ite passive_open #x00000000 #x00000000)
                       (ite (= event_1 #x00000006)
                            a!99
                            (ite passive_open #x00000000 #x00000000)))))
      (a!142 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!75)) a!6 a!141))
      (a!146 (ite a!128
                  (ite (= event_1 #x00000000)
                       (ite a!5 connect_route_mtu a!123)
                       a!127)
                  a!119))
      (a!186 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!75))
                  (ite passive_open a!11 a!11)
                  (ite a!77 a!185 (ite passive_open a!11 a!11))))
      (a!227 (bvsub (ite (bvslt a!226 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!226)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!256 (ite a!255
                  (bvsub a!80 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!254))
      (a!264 (ite a!263
                  mss_clamp
                  (bvsub a!119
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!277 (= (ite ipv6 (ite (bvult a!119 a!119) a!119 a!119) a!275)
                (ite ipv6 (ite (bvult a!119 a!119) a!119 a!119) a!275)))
      (a!278 (bvsub (ite ipv6 (ite (bvult a!119 a!119) a!119 a!119) a!275)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!317 (bvult (ite ipv6 (ite (bvult mtu_2 a!119) mtu_2 a!119) a!316)
                    (ite (= event_1 #x00000000)
                         (ite a!5 connect_route_mtu a!123)
                         a!127)))
      (a!318 (= (ite ipv6 (ite (bvult mtu_2 a!119) mtu_2 a!119) a!316)
                (ite ipv6 (ite (bvult mtu_2 a!119) mtu_2 a!119) a!316)))
      (a!319 (bvsub (ite ipv6 (ite (bvult mtu_2 a!119) mtu_2 a!119) a!316)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!67 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!47 a!56 a!65) a!66)))
      (a!101 (ite (= event_1 #x00000001)
                  a!72
                  (ite (= event_1 #x00000002)
                       a!72
                       (ite (= event_1 #x00000003) #x00000000 a!100))))
      (a!143 (ite (= event_1 #x00000004)
                  a!7
                  (ite (= event_1 #x00000005)
                       (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                       (ite (= event_1 #x00000006) a!142 a!6))))
      (a!187 (ite (= event_1 #x00000004)
                  (ite (= connect_route_mtu connect_route_mtu)
                       (ite passive_open a!11 a!11)
                       a!12)
                  (ite (= event_1 #x00000005)
                       a!12
                       (ite (= event_1 #x00000006)
                            a!186
                            (ite passive_open a!11 a!11)))))
      (a!228 (bvslt (bvsub a!49
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!227))
      (a!257 (ite (= a!1 #x00000000)
                  (bvsub a!80 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!256))
      (a!265 (bvsub (ite (bvslt a!264 a!156) a!156 a!264)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!276 (bvult (ite ipv6 (ite (bvult a!119 a!119) a!119 a!119) a!275)
                    (ite (= a!119 a!146) a!146 a!119)))
      (a!279 (ite (bvslt (ite (bvslt mss_clamp a!278) mss_clamp a!278) a!156)
                  a!156
                  (ite (bvslt mss_clamp a!278) mss_clamp a!278)))
      (a!320 (ite (bvslt (ite (bvslt mss_clamp a!319) mss_clamp a!319) a!156)
                  a!156
                  (ite (bvslt mss_clamp a!319) mss_clamp a!319))))
(let ((a!68 (and (or (bvult (ite a!47 a!56 a!65) a!44) a!67) (not false)))
      (a!144 (ite (= event_1 #x00000003)
                  (ite (= connect_route_mtu connect_route_mtu)
                       a!138
                       (ite (bvult connect_route_mtu a!138)
                            connect_route_mtu
                            a!138))
                  a!143))
      (a!188 (ite (= event_1 #x00000002)
                  a!173
                  (ite (= event_1 #x00000003)
                       (ite (= connect_route_mtu connect_route_mtu) a!180 a!181)
                       a!187)))
      (a!229 (ite a!228
                  (bvsub a!49 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!227))
      (a!258 (ite a!77
                  (ite a!98
                       (ite a!78 (ite a!78 a!89 a!96) a!257)
                       (ite a!78 a!89 a!96))
                  a!36)))
(let ((a!69 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!44 a!25)))
                 (ite passive_open #x00000000 #x00000000)
                 (ite a!46
                      (ite a!68
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      (ite passive_open #x00000000 #x00000000))))
      (a!131 (ite a!46
                  (ite a!68
                       (ite a!47 (ite a!47 a!51 a!58) a!130)
                       (ite a!47 a!51 a!58))
                  a!8))
      (a!166 (ite a!68 a!165 (ite a!47 (ite (bvslt a!51 a!14) a!51 a!14) a!59)))
      (a!230 (ite (= a!1 #x00000000)
                  (bvsub a!49 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!229))
      (a!259 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!75)) a!36 a!258)))
(let ((a!70 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!22))
                 (ite ipv6 (ite passive_open #x00000000 #x00000000) a!69)
                 a!22))
      (a!132 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!44 a!25)))
                  a!8
                  a!131))
      (a!167 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!44 a!25)))
                  a!14
                  (ite a!46 a!166 a!14)))
      (a!231 (ite a!46
                  (ite a!68
                       (ite a!47 (ite a!47 a!56 a!65) a!230)
                       (ite a!47 a!56 a!65))
                  a!44))
      (a!260 (ite (= event_1 #x00000004)
                  (ite (= connect_route_mtu connect_route_mtu) a!36 a!40)
                  (ite (= event_1 #x00000005)
                       a!40
                       (ite (= event_1 #x00000006) a!259 a!36)))))
(let ((a!71 (ite (or a!17 (bvslt (bvsub a!8 a!14) connect_tcp_probe_threshold))
                 (ite a!21 #x00000000 (ite passive_open #x00000000 #x00000000))
                 a!70))
      (a!133 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!22))
                  (ite ipv6 a!8 a!132)
                  a!8))
      (a!168 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!22))
                  (ite ipv6 a!14 a!167)
                  a!14))
      (a!232 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!44 a!25)))
                  a!44
                  a!231))
      (a!261 (ite (= event_1 #x00000001)
                  a!238
                  (ite (= event_1 #x00000002)
                       a!243
                       (ite (= event_1 #x00000003) a!251 a!260)))))
(let ((a!102 (ite (= event_1 #x00000000)
                  (ite a!5 (ite passive_open #x00000000 #x00000000) a!71)
                  a!101))
      (a!134 (ite (or a!17 (bvslt (bvsub a!8 a!14) connect_tcp_probe_threshold))
                  (ite a!21
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014))
                       a!8)
                  a!133))
      (a!169 (ite (or a!17 (bvslt (bvsub a!8 a!14) connect_tcp_probe_threshold))
                  a!162
                  a!168))
      (a!233 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!22))
                  (ite ipv6 a!44 a!232)
                  a!44)))
(let ((a!112 (or (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                 (not (= a!102 #x00000000))
                 a!111))
      (a!145 (ite (= event_1 #x00000000)
                  (ite a!5 a!7 a!134)
                  (ite (= event_1 #x00000001)
                       a!135
                       (ite (= event_1 #x00000002) a!137 a!144))))
      (a!189 (ite (= event_1 #x00000000)
                  (ite a!5
                       (ite (= connect_route_mtu connect_route_mtu)
                            (ite passive_open a!11 a!11)
                            a!12)
                       a!169)
                  (ite (= event_1 #x00000001) a!171 a!188)))
      (a!234 (ite (or a!17 (bvslt (bvsub a!8 a!14) connect_tcp_probe_threshold))
                  (ite a!21 a!161 a!44)
                  a!233))
      (a!296 (bvsub (bvsub a!102 (bvadd #x00000014 tcp_options))
                    (ite ipv6 #x00000028 #x00000014)))
      (a!305 (ite a!128
                  (bvsub a!102 #x00000001)
                  (ite (bvult a!119 (bvsub a!102 #x00000001))
                       a!119
                       (bvsub a!102 #x00000001)))))
(let ((a!147 (bvult a!119
                    (ite a!128 a!145 (ite (bvult a!119 a!145) a!119 a!145))))
      (a!190 (ite (bvslt (ite (bvult a!119 a!145) a!119 a!145) a!189)
                  (ite (bvult a!119 a!145) a!119 a!145)
                  a!189))
      (a!262 (ite (= event_1 #x00000000)
                  (ite a!5
                       (ite (= connect_route_mtu connect_route_mtu) a!36 a!40)
                       a!234)
                  a!261))
      (a!304 (ite (bvult (ite (= event_1 #x00000000)
                              (ite a!5 connect_route_mtu a!123)
                              a!127)
                         a!145)
                  (ite (= event_1 #x00000000)
                       (ite a!5 connect_route_mtu a!123)
                       a!127)
                  a!145))
      (a!321 (bvult (ite ipv6 (ite (bvult mtu_2 a!119) mtu_2 a!119) a!316)
                    a!145)))
(let ((a!148 (ite a!147
                  a!119
                  (ite a!128 a!145 (ite (bvult a!119 a!145) a!119 a!145))))
      (a!266 (bvslt mss_clamp
                    (bvsub a!190
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!311 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!304
                  a!304))
      (a!315 (bvule a!262
                    (bvsub (ite (bvslt a!314 a!156) a!156 a!314)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!322 (ite a!321
                  (ite ipv6 (ite (bvult mtu_2 a!119) mtu_2 a!119) a!316)
                  a!145)))
(let ((a!149 (ite (= a!119 a!146)
                  (ite a!128 a!145 (ite (bvult a!119 a!145) a!119 a!145))
                  a!148))
      (a!191 (ite (bvslt a!148 (ite a!128 a!189 a!190))
                  a!148
                  (ite a!128 a!189 a!190)))
      (a!267 (ite a!266
                  mss_clamp
                  (bvsub a!190
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!312 (ite (bvult a!119 (ite (= a!310 #x00000000) a!145 a!311))
                  a!119
                  (ite (= a!310 #x00000000) a!145 a!311)))
      (a!323 (bvsub (ite (bvslt a!322 a!189) a!322 a!189)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!328 (bvult (ite ipv6 (ite (bvult mtu_2 a!119) mtu_2 a!119) a!316)
                    a!322)))
(let ((a!150 (bvslt mss_clamp
                    (bvsub a!149
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!192 (bvashr (bvadd a!149
                            (ite (= a!119 a!146) (ite a!128 a!189 a!190) a!191))
                     #x00000001))
      (a!203 (bvslt (bvsub a!149
                           (ite (= a!119 a!146) (ite a!128 a!189 a!190) a!191))
                    a!202))
      (a!268 (bvsub (ite (bvslt a!267 a!156) a!156 a!267)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!270 (bvslt mss_clamp
                    (bvsub a!191
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!280 (bvult (ite ipv6 (ite (bvult a!119 a!119) a!119 a!119) a!275)
                    a!149))
      (a!324 (ite (bvslt (ite (bvslt mss_clamp a!323) mss_clamp a!323) a!156)
                  a!156
                  (ite (bvslt mss_clamp a!323) mss_clamp a!323)))
      (a!329 (ite a!328
                  (ite ipv6 (ite (bvult mtu_2 a!119) mtu_2 a!119) a!316)
                  a!322)))
(let ((a!151 (ite a!150
                  mss_clamp
                  (bvsub a!149
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!193 (bvslt mss_clamp
                    (bvsub a!192
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!269 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!265
                  (ite (bvslt a!265 a!268) a!265 a!268)))
      (a!271 (ite a!270
                  mss_clamp
                  (bvsub a!191
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!281 (ite a!280
                  (ite ipv6 (ite (bvult a!119 a!119) a!119 a!119) a!275)
                  a!149))
      (a!325 (bvslt (bvsub a!320
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvsub a!324
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!330 (ite (bvslt a!329 (ite (bvslt a!322 a!189) a!322 a!189))
                  a!329
                  (ite (bvslt a!322 a!189) a!322 a!189)))
      (a!338 (bvult (ite ipv6 (ite (bvult mtu_2 a!119) mtu_2 a!119) a!316)
                    (ite a!318 a!322 a!329))))
(let ((a!194 (ite a!193
                  mss_clamp
                  (bvsub a!192
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!272 (bvsub (ite (bvslt a!271 a!156) a!156 a!271)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!282 (ite (bvslt a!281
                         (ite (= a!119 a!146) (ite a!128 a!189 a!190) a!191))
                  a!281
                  (ite (= a!119 a!146) (ite a!128 a!189 a!190) a!191)))
      (a!289 (bvult (ite ipv6 (ite (bvult a!119 a!119) a!119 a!119) a!275)
                    a!281))
      (a!326 (ite a!325
                  (bvsub a!320
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!324
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!331 (bvslt mss_clamp
                    (bvsub a!330
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!339 (ite a!338
                  (ite ipv6 (ite (bvult mtu_2 a!119) mtu_2 a!119) a!316)
                  (ite a!318 a!322 a!329))))
(let ((a!195 (bvsub (ite (bvslt a!194 a!156) a!156 a!194)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!273 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!265
                  (ite (bvslt a!265 a!272) a!265 a!272)))
      (a!283 (bvslt mss_clamp
                    (bvsub a!282
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!290 (ite a!289
                  (ite ipv6 (ite (bvult a!119 a!119) a!119 a!119) a!275)
                  a!281))
      (a!327 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!320
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!326))
      (a!332 (ite a!331
                  mss_clamp
                  (bvsub a!330
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!196 (bvslt (bvsub (ite (bvslt a!151 a!156) a!156 a!151)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!195))
      (a!224 (bvult a!119
                    (bvadd a!195
                           (bvadd (bvadd #x00000014 tcp_options)
                                  (ite ipv6 #x00000028 #x00000014)))))
      (a!274 (or (bvult a!119 #x00000500)
                 (bvule (ite (= a!119 a!146) (ite a!128 a!262 a!269) a!273)
                        a!265)))
      (a!284 (ite a!283
                  mss_clamp
                  (bvsub a!282
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!291 (bvsub (ite (bvslt a!290 a!282) a!290 a!282)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!298 (bvult (ite ipv6 (ite (bvult a!119 a!119) a!119 a!119) a!275)
                    (ite a!277 a!281 a!290)))
      (a!333 (bvsub (ite (bvslt a!332 a!156) a!156 a!332)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!285 (bvsub (ite (bvslt a!284 a!156) a!156 a!284)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!292 (ite (bvslt (ite (bvslt mss_clamp a!291) mss_clamp a!291) a!156)
                  a!156
                  (ite (bvslt mss_clamp a!291) mss_clamp a!291)))
      (a!299 (ite a!298
                  (ite ipv6 (ite (bvult a!119 a!119) a!119 a!119) a!275)
                  (ite a!277 a!281 a!290)))
      (a!334 (bvslt (bvsub a!320
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!333)))
(let ((a!286 (bvslt (bvsub a!279
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!285))
      (a!293 (bvslt (bvsub a!279
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvsub a!292
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!335 (ite a!334
                  (bvsub a!320
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!333)))
(let ((a!287 (ite a!286
                  (bvsub a!279
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!285))
      (a!294 (ite a!293
                  (bvsub a!279
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!292
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!336 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!320
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!335)))
(let ((a!288 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!279
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!287))
      (a!295 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!279
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!294))
      (a!337 (or (bvult (ite a!318 a!327 a!336) a!262)
                 (and (not (= a!102 #x00000000))
                      (bvult (ite a!318 a!327 a!336) a!296)))))
(let ((a!297 (or (bvult (ite a!277 a!288 a!295)
                        (ite (= a!119 a!146) (ite a!128 a!262 a!269) a!273))
                 (and (not (= a!102 #x00000000))
                      (bvult (ite a!277 a!288 a!295) a!296))))
      (a!340 (ite a!317
                  (ite (and a!337 (not cwnd_full_2))
                       (ite a!318 (ite a!318 a!322 a!329) a!339)
                       (ite a!318 a!322 a!329))
                  a!145)))
(let ((a!300 (ite a!276
                  (ite (and a!297 (not false))
                       (ite a!277 (ite a!277 a!281 a!290) a!299)
                       (ite a!277 a!281 a!290))
                  a!149))
      (a!341 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!315)) a!145 a!340)))
(let ((a!301 (ite (and (or ipv6 a!223) a!224)
                  (ite ipv6 a!149 (ite (and ipv6 a!274) a!149 a!300))
                  a!149))
      (a!342 (ite (= event_2 #x00000004)
                  (ite a!128 a!145 (ite (bvult a!119 a!145) a!119 a!145))
                  (ite (= event_2 #x00000005)
                       a!304
                       (ite (= event_2 #x00000006) a!341 a!145)))))
(let ((a!302 (ite (or a!196 a!203)
                  (ite a!214
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014))
                       a!149)
                  a!301))
      (a!343 (ite (= event_2 #x00000003)
                  (ite a!128 (ite (= a!310 #x00000000) a!145 a!311) a!312)
                  a!342)))
(let ((a!303 (ite a!112
                  (ite a!128 a!145 (ite (bvult a!119 a!145) a!119 a!145))
                  a!302))
      (a!344 (ite (= event_2 #x00000002)
                  (ite (not (= a!102 #x00000000)) a!305 a!145)
                  a!343)))
(let ((a!345 (ite (= event_2 #x00000001)
                  (ite (not (= a!102 #x00000000)) a!304 a!145)
                  a!344)))
(let ((a!346 (or (not (= event_2 #x00000002))
                 (bvsle (ite (= event_2 #x00000000) a!303 a!345) a!145))))
  (not a!346))))))))))))))))))))))))))))))))))))))))))
(check-sat)
