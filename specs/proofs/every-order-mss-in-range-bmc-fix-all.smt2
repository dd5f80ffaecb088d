; every-order-mss-in-range-bmc-fix-all
; expected: sat
; claim: sat: a run of 1 events from connect breaks enabled != 0 => search_low <= tcp_mss_to_mtu(mss_cache) && (tcp_mss_to_mtu(mss_cache) <= search_high || mss_cache <= tcp_mtu_to_mss(0))
(set-logic QF_BV)
(declare-fun sysctl_1 () (_ BitVec 32))
(declare-fun event_1 () (_ BitVec 32))
(declare-fun mtu_1 () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
(declare-fun HZ () (_ BitVec 32))
(declare-fun connect_tcp_probe_interval () (_ BitVec 32))
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun value_1 () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun cwnd_full_1 () Bool)
(declare-fun connect_tcp_time_stamp () (_ BitVec 32))
(declare-fun at_1 () (_ BitVec 32))
(declare-fun timed_1 () Bool)
(declare-fun connect_tcp_probe_threshold () (_ BitVec 32))
(declare-fun connect_snd_cwnd () (_ BitVec 32))
(declare-fun cwnd_1 () (_ BitVec 32))
(declare-fun cwnd_set_1 () Bool)
(assert (let ((a!1 (ite (= HZ #x0000012c)
                #x00da740d
                (ite (= HZ #x000000fa)
                     #x010624dd
                     (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!2 (or (not (= event_1 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_1)
                    (bvule mtu_1 #x0000ffff))))
      (a!3 (or (not (and (= event_1 #x00000006) (not ipv6)))
               (bvule mtu_1 #x0000ffff))))
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
       (bvsle #x00000030 connect_tcp_base_mss)
       (bvsle connect_tcp_base_mss #x0000ffff)
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
           (= sysctl_1 #x00000005)))))
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
      (a!7 (bvadd connect_tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!21 (ite (= HZ #x0000012c)
                 (bvmul connect_tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul connect_tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)))))
      (a!22 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 #x00000000
                 connect_tcp_time_stamp))
      (a!25 (ite (bvult connect_route_mtu
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 connect_route_mtu
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!26 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!50 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu))
      (a!71 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!96 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!99 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu mtu_1)))
                 (ite (bvult mtu_1 #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      mtu_1)
                 connect_route_mtu))
      (a!184 (bvslt mss_clamp
                    (bvsub #x00000000
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!186 (ite (and (= sysctl_1 #x00000004)
                       (and (bvsle #x00000030 value_1)
                            (bvsle value_1 #x0000ffff)))
                  value_1
                  connect_tcp_min_snd_mss)))
(let ((a!2 (ite (= connect_tcp_mtu_probing #x00000000)
                a!1
                (ite (= a!1 #x00000000) #x00000001 a!1)))
      (a!5 (or (= a!1 #x00000000)
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!4))
      (a!8 (ite passive_open
                (ite (and ipv6 (bvslt a!7 #x00000500)) #x00000500 a!7)
                (ite (and ipv6 (bvslt a!7 #x00000500)) #x00000500 a!7)))
      (a!10 (ite (bvult connect_route_mtu
                        (ite (bvult connect_route_mtu a!6)
                             connect_route_mtu
                             a!6))
                 connect_route_mtu
                 (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!23 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!22
                 connect_tcp_time_stamp))
      (a!27 (ite a!26
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!51 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!50)
                   connect_route_mtu))
      (a!52 (= (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!50)
               (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!50)))
      (a!53 (bvsub (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!50)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!85 (ite (bvslt (ite (bvult connect_route_mtu a!6)
                             connect_route_mtu
                             a!6)
                        (bvsub (ite passive_open #x00000000 #x00000000)
                               #x00000001))
                 (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                 (bvsub (ite passive_open #x00000000 #x00000000) #x00000001)))
      (a!97 (ite a!96
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!100 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!99)
                    connect_route_mtu))
      (a!101 (= (ite ipv6
                     (ite (bvult mtu_1 connect_route_mtu)
                          mtu_1
                          connect_route_mtu)
                     a!99)
                (ite ipv6
                     (ite (bvult mtu_1 connect_route_mtu)
                          mtu_1
                          connect_route_mtu)
                     a!99)))
      (a!102 (bvsub (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!99)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!104 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!99)
                    (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!185 (ite a!184
                  mss_clamp
                  (bvsub #x00000000
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!187 (ite (and (= sysctl_1 #x00000005)
                       (and (bvsle #x00000030 value_1)
                            (bvsle value_1 #x0000ffff)))
                  connect_tcp_min_snd_mss
                  a!186)))
(let ((a!3 (ite (= event_1 #x00000001)
                a!1
                (ite (= event_1 #x00000002)
                     a!1
                     (ite (= event_1 #x00000003) a!2 a!1))))
      (a!9 (ite (bvslt (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                       a!8)
                (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                a!8))
      (a!12 (ite (= connect_route_mtu connect_route_mtu)
                 (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                 a!10))
      (a!24 (bvule (ite (= HZ #x000003e8)
                        (bvmul connect_tcp_probe_interval #x000003e8)
                        a!21)
                   (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                          (ite passive_open a!22 a!23))))
      (a!28 (bvsub (ite (bvslt a!27 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!27)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!54 (ite (bvslt (ite (bvslt mss_clamp a!53) mss_clamp a!53)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!53) mss_clamp a!53)))
      (a!83 (ite (bvslt a!10 (ite passive_open #x00000000 #x00000000))
                 a!10
                 (ite passive_open #x00000000 #x00000000)))
      (a!94 (ite (= connect_tcp_mtu_probing #x00000000)
                 (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                 (ite (= a!1 #x00000000) a!10 a!10)))
      (a!103 (ite (bvslt (ite (bvslt mss_clamp a!102) mss_clamp a!102)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!102) mss_clamp a!102)))
      (a!105 (ite a!104
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!99)
                  (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!177 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!10
                  (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!178 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= connect_route_mtu connect_route_mtu)
                       a!85
                       (ite (bvult connect_route_mtu a!85)
                            connect_route_mtu
                            a!85))
                  (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!188 (ite (= event_1 #x00000005)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000006)
                       connect_tcp_min_snd_mss
                       (ite (= event_1 #x00000007)
                            connect_tcp_min_snd_mss
                            a!187)))))
(let ((a!11 (ite (= connect_route_mtu connect_route_mtu)
                 a!9
                 (ite (bvslt a!10 a!9) a!10 a!9)))
      (a!13 (ite (= connect_route_mtu connect_route_mtu)
                 a!12
                 (ite (bvult connect_route_mtu a!12) connect_route_mtu a!12)))
      (a!29 (bvslt mss_clamp
                   (bvsub a!9
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!33 (bvsub (ite (bvslt a!10 a!9) a!10 a!9)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!84 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!83
                 a!9))
      (a!86 (ite (bvslt (ite (bvult connect_route_mtu a!85)
                             connect_route_mtu
                             a!85)
                        a!9)
                 (ite (bvult connect_route_mtu a!85) connect_route_mtu a!85)
                 a!9))
      (a!106 (bvsub (ite (bvslt a!105 a!9) a!105 a!9)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!111 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!99)
                    a!105))
      (a!144 (bvslt mss_clamp
                    (bvsub a!83
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!189 (ite (= event_1 #x00000002)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000003)
                       connect_tcp_min_snd_mss
                       (ite (= event_1 #x00000004)
                            connect_tcp_min_snd_mss
                            a!188)))))
(let ((a!14 (ite (bvslt (ite (bvult connect_route_mtu a!12)
                             connect_route_mtu
                             a!12)
                        a!11)
                 (ite (bvult connect_route_mtu a!12) connect_route_mtu a!12)
                 a!11))
      (a!30 (ite a!29
                 mss_clamp
                 (bvsub a!9 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!34 (ite (bvslt (ite (bvslt mss_clamp a!33) mss_clamp a!33)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!33) mss_clamp a!33)))
      (a!55 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!50)
                   a!13))
      (a!87 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (= connect_route_mtu connect_route_mtu) a!9 a!86)
                 a!9))
      (a!107 (ite (bvslt (ite (bvslt mss_clamp a!106) mss_clamp a!106)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!106) mss_clamp a!106)))
      (a!112 (ite a!111
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!99)
                  a!105))
      (a!145 (ite a!144
                  mss_clamp
                  (bvsub a!83
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!148 (bvslt mss_clamp
                    (bvsub a!86
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!190 (ite (= event_1 #x00000000)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000001) connect_tcp_min_snd_mss a!189))))
(let ((a!15 (bvashr (bvadd a!13
                           (ite (= connect_route_mtu connect_route_mtu)
                                a!11
                                a!14)
                           #x00000001)
                    #x00000001))
      (a!19 (bvslt (bvsub a!13
                          (ite (= connect_route_mtu connect_route_mtu)
                               a!11
                               a!14))
                   connect_tcp_probe_threshold))
      (a!31 (bvsub (ite (bvslt a!30 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!30)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!35 (bvslt a!28
                   (bvsub a!34
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!38 (bvslt mss_clamp
                   (bvsub a!14
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!42 (ite (bvslt (ite (bvult connect_route_mtu a!13)
                             connect_route_mtu
                             a!13)
                        (ite (= connect_route_mtu connect_route_mtu) a!11 a!14))
                 (ite (bvult connect_route_mtu a!13) connect_route_mtu a!13)
                 (ite (= connect_route_mtu connect_route_mtu) a!11 a!14)))
      (a!56 (ite a!55
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!50)
                 a!13))
      (a!108 (bvslt (bvsub a!103
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvsub a!107
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!113 (ite (bvslt a!112 (ite (bvslt a!105 a!9) a!105 a!9))
                  a!112
                  (ite (bvslt a!105 a!9) a!105 a!9)))
      (a!122 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!99)
                    (ite a!101 a!105 a!112)))
      (a!146 (bvsub (ite (bvslt a!145 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!145)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!149 (ite a!148
                  mss_clamp
                  (bvsub a!86
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!16 (bvslt mss_clamp
                   (bvsub a!15
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!32 (ite (= a!1 #x00000000) a!28 (ite (bvslt a!28 a!31) a!28 a!31)))
      (a!36 (ite a!35
                 a!28
                 (bvsub a!34 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!39 (ite a!38
                 mss_clamp
                 (bvsub a!14
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!43 (bvslt mss_clamp
                   (bvsub a!42
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!57 (ite (bvslt a!56
                        (ite (= connect_route_mtu connect_route_mtu) a!11 a!14))
                 a!56
                 (ite (= connect_route_mtu connect_route_mtu) a!11 a!14)))
      (a!64 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!50)
                   a!56))
      (a!88 (ite (bvslt connect_tcp_base_mss (bvashr a!31 #x00000001))
                 connect_tcp_base_mss
                 (bvashr a!31 #x00000001)))
      (a!109 (ite a!108
                  (bvsub a!103
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!107
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!114 (bvslt mss_clamp
                    (bvsub a!113
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!123 (ite a!122
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!99)
                  (ite a!101 a!105 a!112)))
      (a!150 (bvsub (ite (bvslt a!149 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!149)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!17 (ite a!16
                 mss_clamp
                 (bvsub a!15
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!37 (ite (= connect_route_mtu connect_route_mtu)
                 a!32
                 (ite (= a!1 #x00000000) a!28 a!36)))
      (a!40 (bvsub (ite (bvslt a!39 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!39)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!44 (ite a!43
                 mss_clamp
                 (bvsub a!42
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!58 (bvslt mss_clamp
                   (bvsub a!57
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!65 (ite a!64
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!50)
                 a!56))
      (a!89 (ite (bvslt (ite (bvslt a!88 connect_tcp_mtu_probe_floor)
                             connect_tcp_mtu_probe_floor
                             a!88)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt a!88 connect_tcp_mtu_probe_floor)
                      connect_tcp_mtu_probe_floor
                      a!88)))
      (a!98 (bvule a!32
                   (bvsub (ite (bvslt a!97 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!97)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!110 (ite (= a!1 #x00000000)
                  (bvsub a!103
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!109))
      (a!115 (ite a!114
                  mss_clamp
                  (bvsub a!113
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!124 (bvslt a!123 (ite a!101 (ite (bvslt a!105 a!9) a!105 a!9) a!113)))
      (a!147 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= a!1 #x00000000)
                       a!28
                       (ite (bvslt a!28 a!146) a!28 a!146))
                  a!32))
      (a!151 (ite (= connect_route_mtu connect_route_mtu)
                  a!32
                  (ite (= a!1 #x00000000)
                       a!28
                       (ite (bvslt a!28 a!150) a!28 a!150)))))
(let ((a!18 (bvadd (bvsub (ite (bvslt a!17 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!17)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!41 (ite (= connect_route_mtu connect_route_mtu)
                 a!37
                 (ite (= a!1 #x00000000) a!28 (ite (bvslt a!28 a!40) a!28 a!40))))
      (a!45 (bvsub (ite (bvslt a!44 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!44)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!59 (ite a!58
                 mss_clamp
                 (bvsub a!57
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!66 (bvsub (ite (bvslt a!65 a!57) a!65 a!57)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!74 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!50)
                   (ite a!52 a!56 a!65)))
      (a!90 (bvadd a!89
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!116 (bvsub (ite (bvslt a!115 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!115)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!125 (ite a!124
                  a!123
                  (ite a!101 (ite (bvslt a!105 a!9) a!105 a!9) a!113)))
      (a!152 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!151
                  a!32)))
(let ((a!20 (or (bvsle a!18
                       (ite (= connect_route_mtu connect_route_mtu) a!11 a!14))
                (bvslt a!13 a!18)
                a!19))
      (a!46 (ite (= connect_route_mtu connect_route_mtu)
                 a!41
                 (ite (= a!1 #x00000000) a!28 (ite (bvslt a!28 a!45) a!28 a!45))))
      (a!60 (bvsub (ite (bvslt a!59 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!59)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!67 (ite (bvslt (ite (bvslt mss_clamp a!66) mss_clamp a!66)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!66) mss_clamp a!66)))
      (a!75 (ite a!74
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!50)
                 (ite a!52 a!56 a!65)))
      (a!91 (bvslt a!10
                   (ite (and ipv6 (bvslt a!90 #x00000500)) #x00000500 a!90)))
      (a!117 (bvslt (bvsub a!103
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!116))
      (a!126 (ite a!101
                  (ite a!101 (ite (bvslt a!105 a!9) a!105 a!9) a!113)
                  a!125))
      (a!161 (bvslt mss_clamp
                    (bvsub a!125
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!47 (bvadd a!46
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!61 (bvslt (bvsub a!54
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!60))
      (a!68 (bvslt (bvsub a!54
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!67
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!76 (bvslt a!75 (ite a!52 a!57 (ite (bvslt a!65 a!57) a!65 a!57))))
      (a!92 (ite a!91
                 a!10
                 (ite (and ipv6 (bvslt a!90 #x00000500)) #x00000500 a!90)))
      (a!118 (ite a!117
                  (bvsub a!103
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!116))
      (a!162 (ite a!161
                  mss_clamp
                  (bvsub a!125
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!48 (bvslt a!25
                   (ite (and ipv6 (bvslt a!47 #x00000500)) #x00000500 a!47)))
      (a!62 (ite a!61
                 (bvsub a!54 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!60))
      (a!69 (ite a!68
                 (bvsub a!54 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!67 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!77 (ite a!76 a!75 (ite a!52 a!57 (ite (bvslt a!65 a!57) a!65 a!57))))
      (a!93 (ite (= connect_tcp_mtu_probing #x00000000)
                 a!9
                 (ite (= a!1 #x00000000) (ite (bvslt a!10 a!9) a!10 a!9) a!92)))
      (a!119 (ite (= a!1 #x00000000)
                  (bvsub a!103
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!118))
      (a!153 (bvslt mss_clamp
                    (bvsub a!92
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!163 (bvsub (ite (bvslt a!162 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!162)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!49 (ite a!48
                 a!25
                 (ite (and ipv6 (bvslt a!47 #x00000500)) #x00000500 a!47)))
      (a!63 (ite (= a!1 #x00000000)
                 (bvsub a!54 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!62))
      (a!70 (ite (= a!1 #x00000000)
                 (bvsub a!54 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!69))
      (a!78 (ite a!52 (ite a!52 a!57 (ite (bvslt a!65 a!57) a!65 a!57)) a!77))
      (a!95 (ite (bvslt (ite (bvult connect_route_mtu a!94)
                             connect_route_mtu
                             a!94)
                        a!93)
                 (ite (bvult connect_route_mtu a!94) connect_route_mtu a!94)
                 a!93))
      (a!120 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (bvult (ite a!101 a!110 a!119) a!71)))
      (a!135 (bvslt mss_clamp
                    (bvsub a!77
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!154 (ite a!153
                  mss_clamp
                  (bvsub a!92
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!164 (bvslt (bvsub a!103
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!163)))
(let ((a!72 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!52 a!63 a!70) a!71)))
      (a!121 (and (or (bvult (ite a!101 a!110 a!119) a!32) a!120)
                  (not cwnd_full_1)))
      (a!131 (bvslt mss_clamp
                    (bvsub a!49
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!136 (ite a!135
                  mss_clamp
                  (bvsub a!77
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!155 (bvsub (ite (bvslt a!154 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!154)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!157 (bvslt mss_clamp
                    (bvsub a!95
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!165 (ite a!164
                  (bvsub a!103
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!163)))
(let ((a!73 (and (or (bvult (ite a!52 a!63 a!70) a!41) a!72) (not false)))
      (a!127 (ite a!121
                  a!126
                  (ite a!101 (ite (bvslt a!105 a!9) a!105 a!9) a!113)))
      (a!132 (ite a!131
                  mss_clamp
                  (bvsub a!49
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!137 (bvsub (ite (bvslt a!136 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!136)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!156 (ite (= a!1 #x00000000)
                  (ite (= #x00000001 #x00000000) a!28 a!36)
                  (ite (= a!1 #x00000000)
                       a!28
                       (ite (bvslt a!28 a!155) a!28 a!155))))
      (a!158 (ite a!157
                  mss_clamp
                  (bvsub a!95
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!166 (ite (= a!1 #x00000000)
                  (bvsub a!103
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!165))
      (a!179 (ite a!100
                  (ite a!121
                       (ite a!101 (ite a!101 a!105 a!112) a!123)
                       (ite a!101 a!105 a!112))
                  (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6))))
(let ((a!79 (ite a!73 a!78 (ite a!52 a!57 (ite (bvslt a!65 a!57) a!65 a!57))))
      (a!128 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!98))
                  a!9
                  (ite a!100 a!127 a!9)))
      (a!133 (bvsub (ite (bvslt a!132 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!132)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!138 (bvslt (bvsub a!54
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!137))
      (a!159 (bvsub (ite (bvslt a!158 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!158)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!167 (ite a!100
                  (ite a!121
                       (ite a!101 (ite a!101 a!110 a!119) a!166)
                       (ite a!101 a!110 a!119))
                  a!32))
      (a!174 (ite a!51
                  (ite a!73
                       (ite a!52 (ite a!52 a!56 a!65) a!75)
                       (ite a!52 a!56 a!65))
                  a!13))
      (a!180 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!98))
                  (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                  a!179)))
(let ((a!80 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!41 a!28)))
                 (ite (= connect_route_mtu connect_route_mtu) a!11 a!14)
                 (ite a!51
                      a!79
                      (ite (= connect_route_mtu connect_route_mtu) a!11 a!14))))
      (a!129 (ite (= event_1 #x00000004)
                  a!11
                  (ite (= event_1 #x00000005)
                       (ite (bvslt a!10 a!9) a!10 a!9)
                       (ite (= event_1 #x00000006) a!128 a!9))))
      (a!134 (ite a!24
                  (ite (= a!1 #x00000000)
                       a!28
                       (ite (bvslt a!28 a!133) a!28 a!133))
                  a!41))
      (a!139 (ite a!138
                  (bvsub a!54 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!137))
      (a!160 (ite (= connect_route_mtu connect_route_mtu)
                  (ite (= connect_tcp_mtu_probing #x00000000) a!32 a!156)
                  (ite (= a!2 #x00000000)
                       a!28
                       (ite (bvslt a!28 a!159) a!28 a!159))))
      (a!168 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!98)) a!32 a!167))
      (a!175 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!41 a!28)))
                  a!13
                  a!174))
      (a!181 (ite (= event_1 #x00000005)
                  a!10
                  (ite (= event_1 #x00000006)
                       a!180
                       (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))))
(let ((a!81 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!18))
                 (ite ipv6
                      (ite (= connect_route_mtu connect_route_mtu) a!11 a!14)
                      a!80)
                 (ite (= connect_route_mtu connect_route_mtu) a!11 a!14)))
      (a!130 (ite (= event_1 #x00000002)
                  a!87
                  (ite (= event_1 #x00000003)
                       (ite (= connect_route_mtu connect_route_mtu) a!93 a!95)
                       a!129)))
      (a!140 (ite (= a!1 #x00000000)
                  (bvsub a!54 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!139))
      (a!169 (ite (= event_1 #x00000004)
                  a!37
                  (ite (= event_1 #x00000005)
                       (ite (= a!1 #x00000000) a!28 a!36)
                       (ite (= event_1 #x00000006) a!168 a!32))))
      (a!176 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!18))
                  (ite ipv6 a!13 a!175)
                  a!13))
      (a!182 (ite (= event_1 #x00000003)
                  (ite (= connect_route_mtu connect_route_mtu)
                       a!94
                       (ite (bvult connect_route_mtu a!94)
                            connect_route_mtu
                            a!94))
                  (ite (= event_1 #x00000004) a!12 a!181))))
(let ((a!82 (ite a!20
                 (ite a!24
                      a!49
                      (ite (= connect_route_mtu connect_route_mtu) a!11 a!14))
                 a!81))
      (a!141 (ite a!51
                  (ite a!73
                       (ite a!52 (ite a!52 a!63 a!70) a!140)
                       (ite a!52 a!63 a!70))
                  a!41))
      (a!170 (ite (= event_1 #x00000001)
                  a!147
                  (ite (= event_1 #x00000002)
                       a!152
                       (ite (= event_1 #x00000003) a!160 a!169))))
      (a!183 (ite (= event_1 #x00000000)
                  (ite a!5 a!12 (ite a!20 (ite a!24 a!25 a!13) a!176))
                  (ite (= event_1 #x00000001)
                       a!177
                       (ite (= event_1 #x00000002) a!178 a!182)))))
(let ((a!142 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!41 a!28)))
                  a!41
                  a!141)))
(let ((a!143 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!18))
                  (ite ipv6 a!41 a!142)
                  a!41)))
(let ((a!171 (ite (= event_1 #x00000000)
                  (ite a!5 a!37 (ite a!20 a!134 a!143))
                  a!170)))
(let ((a!172 (bvadd a!171
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!191 (bvsle a!171
                    (bvsub (ite (bvslt a!185 a!190) a!190 a!185)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!173 (bvsle (ite (= event_1 #x00000000)
                         (ite a!5 a!11 a!82)
                         (ite (= event_1 #x00000001) a!84 a!130))
                    a!172)))
(let ((a!192 (or (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                 (and a!173 (or (bvsle a!172 a!183) a!191)))))
  (not a!192)))))))))))))))))))))))))))
(check-sat)
