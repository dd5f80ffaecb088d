; every-order-low-high-bmc-fix-all
; expected: sat
; claim: sat: a run of 2 events from connect breaks enabled != 0 => search_low <= search_high
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
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun cwnd_full_1 () Bool)
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
      (a!4 (and (= sysctl_1 #x00000005)
                (and (bvsle #x00000030 value_1) (bvsle value_1 #x0000ffff))))
      (a!5 (and (= sysctl_1 #x00000004)
                (and (bvsle #x00000030 value_1) (bvsle value_1 #x0000ffff))))
      (a!6 (ite (= HZ #x0000012c)
                #x00da740d
                (ite (= HZ #x000000fa)
                     #x010624dd
                     (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!8 (and (= sysctl_1 #x00000001)
                (and (bvsle #x00000030 value_1) (bvsle value_1 #x0000ffff))))
      (a!18 (not (not (bvult (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                             #x0000000b))))
      (a!20 (ite passive_open
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!26 (bvadd connect_tcp_base_mss
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!37 (ite (= HZ #x0000012c)
                 (bvmul connect_tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul connect_tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)))))
      (a!38 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 #x00000000
                 connect_tcp_time_stamp))
      (a!42 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!58 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu))
      (a!79 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!85 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!86 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!89 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu mtu_1)))
                 (ite (bvult mtu_1 #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      mtu_1)
                 connect_route_mtu))
      (a!118 ((_ zero_extend 32)
               (ite (= (ite passive_open #x00000000 #x00000000) #x00000000)
                    #x00000001
                    (ite passive_open #x00000000 #x00000000))))
      (a!121 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (bvadd (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)
                  (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!139 (ite (bvult connect_route_mtu
                         (bvadd mss_clamp
                                #x00000014
                                (ite ipv6 #x00000028 #x00000014)))
                  connect_route_mtu
                  (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!281 (and (and (= #x00000000 #x00000000)
                       (not (bvult connect_route_mtu connect_route_mtu)))
                  (bvult connect_route_mtu #x00000228)))
      (a!284 (and (and (= #x00000000 #x00000000)
                       (not (bvult connect_route_mtu mtu_1)))
                  (bvult mtu_1 #x00000228)))
      (a!345 (bvslt mss_clamp
                    (bvsub mtu_2
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite (= connect_tcp_mtu_probing #x00000000)
                a!1
                (ite (= a!1 #x00000000) #x00000001 a!1)))
      (a!7 (and (= sysctl_1 #x00000003)
                (bvsle #x00000000 value_1)
                (bvsle value_1 (ite (= HZ #x000003e8) #x00418937 a!6))))
      (a!9 (ite a!8
                connect_tcp_mtu_probing
                (ite (and (= sysctl_1 #x00000000)
                          (bvsle #x00000000 value_1)
                          (bvsle value_1 #x000000ff))
                     value_1
                     connect_tcp_mtu_probing)))
      (a!19 (or (= a!1 #x00000000)
                (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                a!18))
      (a!21 (ite (bvult connect_route_mtu
                        (ite (bvult connect_route_mtu a!20)
                             connect_route_mtu
                             a!20))
                 connect_route_mtu
                 (ite (bvult connect_route_mtu a!20) connect_route_mtu a!20)))
      (a!27 (ite passive_open
                 (ite (and ipv6 (bvslt a!26 #x00000500)) #x00000500 a!26)
                 (ite (and ipv6 (bvslt a!26 #x00000500)) #x00000500 a!26)))
      (a!39 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!38
                 connect_tcp_time_stamp))
      (a!43 (ite a!42
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!59 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!58)
                   connect_route_mtu))
      (a!60 (= (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!58)
               (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!58)))
      (a!61 (bvsub (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!58)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!87 (ite a!86
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!90 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!89)
                   connect_route_mtu))
      (a!91 (= (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!89)
               (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!89)))
      (a!92 (bvsub (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!89)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!94 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!89)
                   (ite (bvult connect_route_mtu a!20) connect_route_mtu a!20)))
      (a!159 (ite (bvslt (ite (bvult connect_route_mtu a!20)
                              connect_route_mtu
                              a!20)
                         (bvsub (ite passive_open #x00000000 #x00000000)
                                #x00000001))
                  (ite (bvult connect_route_mtu a!20) connect_route_mtu a!20)
                  (bvsub (ite passive_open #x00000000 #x00000000) #x00000001)))
      (a!195 (ite (= event_1 #x00000006)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000007)
                       connect_tcp_min_snd_mss
                       (ite a!4
                            connect_tcp_min_snd_mss
                            (ite a!5 value_1 connect_tcp_min_snd_mss)))))
      (a!334 (ite (= event_1 #x00000005)
                  connect_tcp_mtu_probe_floor
                  (ite (= event_1 #x00000006)
                       connect_tcp_mtu_probe_floor
                       (ite (= event_1 #x00000007)
                            connect_tcp_mtu_probe_floor
                            (ite a!4 value_1 connect_tcp_mtu_probe_floor)))))
      (a!346 (ite a!345
                  mss_clamp
                  (bvsub mtu_2
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (ite (= event_1 #x00000001)
                a!1
                (ite (= event_1 #x00000002)
                     a!1
                     (ite (= event_1 #x00000003) a!2 a!1))))
      (a!10 (ite a!7
                 connect_tcp_mtu_probing
                 (ite (and (= sysctl_1 #x00000002) true)
                      connect_tcp_mtu_probing
                      a!9)))
      (a!22 (ite (= connect_route_mtu connect_route_mtu)
                 (ite (bvult connect_route_mtu a!20) connect_route_mtu a!20)
                 a!21))
      (a!28 (ite (bvslt (ite (bvult connect_route_mtu a!20)
                             connect_route_mtu
                             a!20)
                        a!27)
                 (ite (bvult connect_route_mtu a!20) connect_route_mtu a!20)
                 a!27))
      (a!40 (bvule (ite (= HZ #x000003e8)
                        (bvmul connect_tcp_probe_interval #x000003e8)
                        a!37)
                   (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                          (ite passive_open a!38 a!39))))
      (a!44 (bvsub (ite (bvslt a!43 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!43)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!62 (ite (bvslt (ite (bvslt mss_clamp a!61) mss_clamp a!61)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!61) mss_clamp a!61)))
      (a!93 (ite (bvslt (ite (bvslt mss_clamp a!92) mss_clamp a!92)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!92) mss_clamp a!92)))
      (a!95 (ite a!94
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!89)
                 (ite (bvult connect_route_mtu a!20) connect_route_mtu a!20)))
      (a!131 (ite a!59
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!58)
                  connect_route_mtu))
      (a!134 (ite a!90
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!89)
                  connect_route_mtu))
      (a!157 (ite (bvslt a!21 (ite passive_open #x00000000 #x00000000))
                  a!21
                  (ite passive_open #x00000000 #x00000000)))
      (a!168 (ite (= connect_tcp_mtu_probing #x00000000)
                  (ite (bvult connect_route_mtu a!20) connect_route_mtu a!20)
                  (ite (= a!1 #x00000000) a!21 a!21)))
      (a!183 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!21
                  (ite (bvult connect_route_mtu a!20) connect_route_mtu a!20)))
      (a!184 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= connect_route_mtu connect_route_mtu)
                       a!159
                       (ite (bvult connect_route_mtu a!159)
                            connect_route_mtu
                            a!159))
                  (ite (bvult connect_route_mtu a!20) connect_route_mtu a!20)))
      (a!196 (ite (= event_1 #x00000003)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000004)
                       connect_tcp_min_snd_mss
                       (ite (= event_1 #x00000005)
                            connect_tcp_min_snd_mss
                            a!195))))
      (a!203 (ite a!7
                  connect_tcp_probe_threshold
                  (ite (and (= sysctl_1 #x00000002) true)
                       value_1
                       connect_tcp_probe_threshold)))
      (a!207 (ite (= event_1 #x00000007)
                  connect_tcp_probe_interval
                  (ite a!4
                       connect_tcp_probe_interval
                       (ite a!5
                            connect_tcp_probe_interval
                            (ite a!7 value_1 connect_tcp_probe_interval)))))
      (a!215 (ite (= event_1 #x00000003)
                  (ite (= connect_tcp_mtu_probing #x00000000)
                       (ite passive_open a!38 a!39)
                       (ite (= a!1 #x00000000)
                            (ite timed_1 at_1 connect_tcp_time_stamp)
                            (ite passive_open a!38 a!39)))
                  (ite passive_open a!38 a!39)))
      (a!327 (ite a!7
                  connect_tcp_base_mss
                  (ite (and (= sysctl_1 #x00000002) true)
                       connect_tcp_base_mss
                       (ite a!8 value_1 connect_tcp_base_mss))))
      (a!335 (ite (= event_1 #x00000002)
                  connect_tcp_mtu_probe_floor
                  (ite (= event_1 #x00000003)
                       connect_tcp_mtu_probe_floor
                       (ite (= event_1 #x00000004)
                            connect_tcp_mtu_probe_floor
                            a!334)))))
(let ((a!11 (ite (= event_1 #x00000006)
                 connect_tcp_mtu_probing
                 (ite (= event_1 #x00000007)
                      connect_tcp_mtu_probing
                      (ite a!4
                           connect_tcp_mtu_probing
                           (ite a!5 connect_tcp_mtu_probing a!10)))))
      (a!14 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                 #x00000001
                 (ite (= event_1 #x00000000) a!1 a!3)))
      (a!23 (ite (= connect_route_mtu connect_route_mtu)
                 a!22
                 (ite (bvult connect_route_mtu a!22) connect_route_mtu a!22)))
      (a!29 (ite (= connect_route_mtu connect_route_mtu)
                 a!28
                 (ite (bvslt a!21 a!28) a!21 a!28)))
      (a!45 (bvslt mss_clamp
                   (bvsub a!28
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!49 (bvsub (ite (bvslt a!21 a!28) a!21 a!28)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!96 (bvsub (ite (bvslt a!95 a!28) a!95 a!28)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!101 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!89)
                    a!95))
      (a!158 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!157
                  a!28))
      (a!160 (ite (bvslt (ite (bvult connect_route_mtu a!159)
                              connect_route_mtu
                              a!159)
                         a!28)
                  (ite (bvult connect_route_mtu a!159) connect_route_mtu a!159)
                  a!28))
      (a!197 (ite (= event_1 #x00000000)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000001)
                       connect_tcp_min_snd_mss
                       (ite (= event_1 #x00000002)
                            connect_tcp_min_snd_mss
                            a!196))))
      (a!204 (ite (= event_1 #x00000006)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000007)
                       connect_tcp_probe_threshold
                       (ite a!4
                            connect_tcp_probe_threshold
                            (ite a!5 connect_tcp_probe_threshold a!203)))))
      (a!208 (ite (= event_1 #x00000004)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000005)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000006)
                            connect_tcp_probe_interval
                            a!207))))
      (a!233 (bvslt mss_clamp
                    (bvsub a!157
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!328 (ite (= event_1 #x00000006)
                  connect_tcp_base_mss
                  (ite (= event_1 #x00000007)
                       connect_tcp_base_mss
                       (ite a!4
                            connect_tcp_base_mss
                            (ite a!5 connect_tcp_base_mss a!327)))))
      (a!336 (ite (= event_1 #x00000000)
                  connect_tcp_mtu_probe_floor
                  (ite (= event_1 #x00000001) connect_tcp_mtu_probe_floor a!335))))
(let ((a!12 (ite (= event_1 #x00000003)
                 connect_tcp_mtu_probing
                 (ite (= event_1 #x00000004)
                      connect_tcp_mtu_probing
                      (ite (= event_1 #x00000005) connect_tcp_mtu_probing a!11))))
      (a!24 (bvslt mss_clamp
                   (bvsub a!23
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!30 (ite (bvslt (ite (bvult connect_route_mtu a!22)
                             connect_route_mtu
                             a!22)
                        a!29)
                 (ite (bvult connect_route_mtu a!22) connect_route_mtu a!22)
                 a!29))
      (a!46 (ite a!45
                 mss_clamp
                 (bvsub a!28
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!50 (ite (bvslt (ite (bvslt mss_clamp a!49) mss_clamp a!49)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!49) mss_clamp a!49)))
      (a!63 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!58)
                   a!23))
      (a!97 (ite (bvslt (ite (bvslt mss_clamp a!96) mss_clamp a!96)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!96) mss_clamp a!96)))
      (a!102 (ite a!101
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!89)
                  a!95))
      (a!161 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= connect_route_mtu connect_route_mtu) a!28 a!160)
                  a!28))
      (a!205 (ite (= event_1 #x00000003)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000004)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000005)
                            connect_tcp_probe_threshold
                            a!204))))
      (a!209 (ite (= event_1 #x00000001)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000002)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000003)
                            connect_tcp_probe_interval
                            a!208))))
      (a!234 (ite a!233
                  mss_clamp
                  (bvsub a!157
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!237 (bvslt mss_clamp
                    (bvsub a!160
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!329 (ite (= event_1 #x00000003)
                  connect_tcp_base_mss
                  (ite (= event_1 #x00000004)
                       connect_tcp_base_mss
                       (ite (= event_1 #x00000005) connect_tcp_base_mss a!328)))))
(let ((a!13 (ite (= event_1 #x00000000)
                 connect_tcp_mtu_probing
                 (ite (= event_1 #x00000001)
                      connect_tcp_mtu_probing
                      (ite (= event_1 #x00000002) connect_tcp_mtu_probing a!12))))
      (a!25 (ite a!24
                 mss_clamp
                 (bvsub a!23
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!31 (bvashr (bvadd a!23
                           (ite (= connect_route_mtu connect_route_mtu)
                                a!29
                                a!30))
                    #x00000001))
      (a!36 (bvslt (bvsub a!23
                          (ite (= connect_route_mtu connect_route_mtu)
                               a!29
                               a!30))
                   connect_tcp_probe_threshold))
      (a!47 (bvsub (ite (bvslt a!46 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!46)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!51 (bvslt a!44
                   (bvsub a!50
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!54 (bvslt mss_clamp
                   (bvsub a!30
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!64 (ite a!63
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!58)
                 a!23))
      (a!98 (bvslt (bvsub a!93
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!97
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!103 (ite (bvslt a!102 (ite (bvslt a!95 a!28) a!95 a!28))
                  a!102
                  (ite (bvslt a!95 a!28) a!95 a!28)))
      (a!140 (ite (bvslt (ite (bvult connect_route_mtu a!23)
                              connect_route_mtu
                              a!23)
                         (ite (= connect_route_mtu connect_route_mtu) a!29 a!30))
                  (ite (bvult connect_route_mtu a!23) connect_route_mtu a!23)
                  (ite (= connect_route_mtu connect_route_mtu) a!29 a!30)))
      (a!170 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!89)
                    (ite a!91 a!95 a!102)))
      (a!206 (ite (= event_1 #x00000000)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000001)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000002)
                            connect_tcp_probe_threshold
                            a!205))))
      (a!210 (ite (= HZ #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!209)
                         #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!209)
                         #x00000064)))
      (a!235 (bvsub (ite (bvslt a!234 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!234)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!238 (ite a!237
                  mss_clamp
                  (bvsub a!160
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!330 (ite (= event_1 #x00000000)
                  connect_tcp_base_mss
                  (ite (= event_1 #x00000001)
                       connect_tcp_base_mss
                       (ite (= event_1 #x00000002) connect_tcp_base_mss a!329)))))
(let ((a!15 (ite (= event_2 #x00000003)
                 (ite (= a!13 #x00000000)
                      (ite (= event_1 #x00000000) a!1 a!3)
                      a!14)
                 (ite (= event_1 #x00000000) a!1 a!3)))
      (a!32 (bvslt mss_clamp
                   (bvsub a!31
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!48 (ite (= a!1 #x00000000) a!44 (ite (bvslt a!44 a!47) a!44 a!47)))
      (a!52 (ite a!51
                 a!44
                 (bvsub a!50 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!55 (ite a!54
                 mss_clamp
                 (bvsub a!30
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!65 (ite (bvslt a!64
                        (ite (= connect_route_mtu connect_route_mtu) a!29 a!30))
                 a!64
                 (ite (= connect_route_mtu connect_route_mtu) a!29 a!30)))
      (a!72 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!58)
                   a!64))
      (a!99 (ite a!98
                 (bvsub a!93 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!97 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!104 (bvslt mss_clamp
                    (bvsub a!103
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!141 (bvslt mss_clamp
                    (bvsub a!140
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!162 (ite (bvslt connect_tcp_base_mss (bvashr a!47 #x00000001))
                  connect_tcp_base_mss
                  (bvashr a!47 #x00000001)))
      (a!171 (ite a!170
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!89)
                  (ite a!91 a!95 a!102)))
      (a!211 (ite (= HZ #x000000fa)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!209)
                         #x000000fa)
                  a!210))
      (a!239 (bvsub (ite (bvslt a!238 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!238)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!16 (ite (= event_2 #x00000001)
                 (ite (= event_1 #x00000000) a!1 a!3)
                 (ite (= event_2 #x00000002)
                      (ite (= event_1 #x00000000) a!1 a!3)
                      a!15)))
      (a!33 (ite a!32
                 mss_clamp
                 (bvsub a!31
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!53 (ite (= connect_route_mtu connect_route_mtu)
                 a!48
                 (ite (= a!1 #x00000000) a!44 a!52)))
      (a!56 (bvsub (ite (bvslt a!55 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!55)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!66 (bvslt mss_clamp
                   (bvsub a!65
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!73 (ite a!72
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!58)
                 a!64))
      (a!88 (bvule a!48
                   (bvsub (ite (bvslt a!87 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!87)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!100 (ite (= a!1 #x00000000)
                  (bvsub a!93 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!99))
      (a!105 (ite a!104
                  mss_clamp
                  (bvsub a!103
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!117 ((_ sign_extend 32)
               (bvadd a!48
                      (bvadd (bvadd #x00000014 tcp_options)
                             (ite ipv6 #x00000028 #x00000014)))))
      (a!142 (ite a!141
                  mss_clamp
                  (bvsub a!140
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!163 (ite (bvslt (ite (bvslt a!162 connect_tcp_mtu_probe_floor)
                              connect_tcp_mtu_probe_floor
                              a!162)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt a!162 connect_tcp_mtu_probe_floor)
                       connect_tcp_mtu_probe_floor
                       a!162)))
      (a!172 (bvslt a!171 (ite a!91 (ite (bvslt a!95 a!28) a!95 a!28) a!103)))
      (a!212 (ite (= HZ #x0000012c)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!209)
                         #x0000012c)
                  a!211))
      (a!236 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= a!1 #x00000000)
                       a!44
                       (ite (bvslt a!44 a!235) a!44 a!235))
                  a!48))
      (a!240 (ite (= connect_route_mtu connect_route_mtu)
                  a!48
                  (ite (= a!1 #x00000000)
                       a!44
                       (ite (bvslt a!44 a!239) a!44 a!239)))))
(let ((a!17 (= (ite (= event_2 #x00000000)
                    (ite (= event_1 #x00000000) a!1 a!3)
                    a!16)
               #x00000000))
      (a!34 (bvsub (ite (bvslt a!33 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!33)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!57 (ite (= connect_route_mtu connect_route_mtu)
                 a!53
                 (ite (= a!1 #x00000000) a!44 (ite (bvslt a!44 a!56) a!44 a!56))))
      (a!67 (ite a!66
                 mss_clamp
                 (bvsub a!65
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!74 (bvsub (ite (bvslt a!73 a!65) a!73 a!65)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!106 (bvsub (ite (bvslt a!105 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!105)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!119 (bvudiv (bvmul ((_ zero_extend 32)
                              (ite cwnd_set_1 cwnd_1 connect_snd_cwnd))
                            a!117)
                     a!118))
      (a!127 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!88))
                  connect_route_mtu
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!89)))
      (a!135 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!88))
                  connect_route_mtu
                  a!134))
      (a!143 (bvsub (ite (bvslt a!142 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!142)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!148 (bvult (ite ipv6
                         (ite (bvult connect_route_mtu connect_route_mtu)
                              connect_route_mtu
                              connect_route_mtu)
                         a!58)
                    (ite a!60 a!64 a!73)))
      (a!164 (bvadd a!163
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!173 (ite a!172
                  a!171
                  (ite a!91 (ite (bvslt a!95 a!28) a!95 a!28) a!103)))
      (a!213 (ite (= HZ #x000003e8)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!209)
                         #x000003e8)
                  a!212))
      (a!241 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!240
                  a!48))
      (a!285 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!88))
                  #x00000000
                  (ite ipv6 #x00000000 (ite a!284 #x00000001 #x00000000)))))
(let ((a!35 (bvslt (bvsub (ite (bvslt a!25 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!25)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!34))
      (a!41 (bvadd a!34
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!68 (bvsub (ite (bvslt a!67 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!67)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!75 (ite (bvslt (ite (bvslt mss_clamp a!74) mss_clamp a!74)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!74) mss_clamp a!74)))
      (a!107 (bvslt (bvsub a!93
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!106))
      (a!120 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (bvult ((_ extract 31 0) a!119) #x00000001)
                       #x00000001
                       ((_ extract 31 0) a!119))
                  (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!125 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!57 a!44)))
                  connect_route_mtu
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!58)))
      (a!128 (ite (= event_1 #x00000005)
                  connect_route_mtu
                  (ite (= event_1 #x00000006)
                       a!127
                       (ite (= event_1 #x00000007) mtu_1 connect_route_mtu))))
      (a!132 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!57 a!44)))
                  connect_route_mtu
                  a!131))
      (a!136 (ite (= event_1 #x00000004)
                  connect_route_mtu
                  (ite (= event_1 #x00000005)
                       connect_route_mtu
                       (ite (= event_1 #x00000006) a!135 connect_route_mtu))))
      (a!144 (ite (= connect_route_mtu connect_route_mtu)
                  a!57
                  (ite (= a!1 #x00000000)
                       a!44
                       (ite (bvslt a!44 a!143) a!44 a!143))))
      (a!149 (ite a!148
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!58)
                  (ite a!60 a!64 a!73)))
      (a!165 (bvslt a!21
                    (ite (and ipv6 (bvslt a!164 #x00000500)) #x00000500 a!164)))
      (a!174 (ite a!91 (ite a!91 (ite (bvslt a!95 a!28) a!95 a!28) a!103) a!173))
      (a!250 (bvslt mss_clamp
                    (bvsub a!173
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!282 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!57 a!44)))
                  #x00000000
                  (ite ipv6 #x00000000 (ite a!281 #x00000001 #x00000000))))
      (a!286 (ite (= event_1 #x00000005)
                  #x00000000
                  (ite (= event_1 #x00000006)
                       a!285
                       (ite (= event_1 #x00000007) #x00000000 #x00000000)))))
(let ((a!69 (bvslt (bvsub a!62
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!68))
      (a!76 (bvslt (bvsub a!62
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!75
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!108 (ite a!107
                  (bvsub a!93 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!106))
      (a!116 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!41))
                  (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                  (bvsub (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)))
      (a!126 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!41))
                  (ite ipv6 connect_route_mtu a!125)
                  connect_route_mtu))
      (a!129 (ite (= event_1 #x00000002)
                  connect_route_mtu
                  (ite (= event_1 #x00000003)
                       connect_route_mtu
                       (ite (= event_1 #x00000004) connect_route_mtu a!128))))
      (a!133 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!41))
                  (ite ipv6 connect_route_mtu a!132)
                  connect_route_mtu))
      (a!137 (ite (= event_1 #x00000001)
                  connect_route_mtu
                  (ite (= event_1 #x00000002)
                       connect_route_mtu
                       (ite (= event_1 #x00000003) connect_route_mtu a!136))))
      (a!145 (bvadd a!144
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!150 (bvslt a!149 (ite a!60 a!65 (ite (bvslt a!73 a!65) a!73 a!65))))
      (a!166 (ite a!165
                  a!21
                  (ite (and ipv6 (bvslt a!164 #x00000500)) #x00000500 a!164)))
      (a!214 (ite a!19
                  (ite passive_open a!38 a!39)
                  (ite (or a!35 a!36)
                       (ite a!40
                            (ite timed_1 at_1 connect_tcp_time_stamp)
                            (ite passive_open a!38 a!39))
                       (ite passive_open a!38 a!39))))
      (a!251 (ite a!250
                  mss_clamp
                  (bvsub a!173
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!283 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!41))
                  (ite ipv6 #x00000000 a!282)
                  #x00000000))
      (a!287 (ite (= event_1 #x00000002)
                  #x00000000
                  (ite (= event_1 #x00000003)
                       #x00000000
                       (ite (= event_1 #x00000004) #x00000000 a!286)))))
(let ((a!70 (ite a!69
                 (bvsub a!62 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!68))
      (a!77 (ite a!76
                 (bvsub a!62 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!75 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!109 (ite (= a!1 #x00000000)
                  (bvsub a!93 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!108))
      (a!122 (ite (= event_1 #x00000000)
                  (ite a!19
                       (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                       (ite (or a!35 a!36)
                            (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                            a!116))
                  (ite (= event_1 #x00000001)
                       a!120
                       (ite (= event_1 #x00000002)
                            a!121
                            (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))))
      (a!130 (ite (= event_1 #x00000000)
                  (ite a!19
                       connect_route_mtu
                       (ite (or a!35 a!36) connect_route_mtu a!126))
                  (ite (= event_1 #x00000001) connect_route_mtu a!129)))
      (a!138 (ite (= event_1 #x00000000)
                  (ite a!19
                       connect_route_mtu
                       (ite (or a!35 a!36) connect_route_mtu a!133))
                  a!137))
      (a!146 (bvslt a!139
                    (ite (and ipv6 (bvslt a!145 #x00000500)) #x00000500 a!145)))
      (a!151 (ite a!150 a!149 (ite a!60 a!65 (ite (bvslt a!73 a!65) a!73 a!65))))
      (a!167 (ite (= connect_tcp_mtu_probing #x00000000)
                  a!28
                  (ite (= a!1 #x00000000)
                       (ite (bvslt a!21 a!28) a!21 a!28)
                       a!166)))
      (a!216 (ite (= event_1 #x00000000)
                  a!214
                  (ite (= event_1 #x00000001)
                       (ite passive_open a!38 a!39)
                       (ite (= event_1 #x00000002)
                            (ite passive_open a!38 a!39)
                            a!215))))
      (a!242 (bvslt mss_clamp
                    (bvsub a!166
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!252 (bvsub (ite (bvslt a!251 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!251)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!288 (ite (= event_1 #x00000000)
                  (ite a!19 #x00000000 (ite (or a!35 a!36) #x00000000 a!283))
                  (ite (= event_1 #x00000001) #x00000000 a!287))))
(let ((a!71 (ite (= a!1 #x00000000)
                 (bvsub a!62 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!70))
      (a!78 (ite (= a!1 #x00000000)
                 (bvsub a!62 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!77))
      (a!110 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (bvult (ite a!91 a!100 a!109) a!79)))
      (a!123 (not (not (bvult (ite cwnd_set_2 cwnd_2 a!122) #x0000000b))))
      (a!147 (ite a!146
                  a!139
                  (ite (and ipv6 (bvslt a!145 #x00000500)) #x00000500 a!145)))
      (a!152 (ite a!60 (ite a!60 a!65 (ite (bvslt a!73 a!65) a!73 a!65)) a!151))
      (a!169 (ite (bvslt (ite (bvult connect_route_mtu a!168)
                              connect_route_mtu
                              a!168)
                         a!167)
                  (ite (bvult connect_route_mtu a!168) connect_route_mtu a!168)
                  a!167))
      (a!217 (bvule a!213
                    (bvsub (ite timed_2
                                at_2
                                (ite timed_1 at_1 connect_tcp_time_stamp))
                           a!216)))
      (a!218 (ite (= a!130 (ite (= a!130 a!138) a!138 a!130))
                  (ite (= a!130 a!138) a!138 a!130)
                  a!130))
      (a!224 (bvslt mss_clamp
                    (bvsub a!151
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!243 (ite a!242
                  mss_clamp
                  (bvsub a!166
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!253 (bvslt (bvsub a!93
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!252))
      (a!261 (bvslt mss_clamp
                    (bvsub a!130
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!290 (ite (and (= a!288 #x00000000) (not (bvult a!130 a!130)))
                  (ite (bvult a!130 #x00000228)
                       (ite (bvult a!130 #x00000228) a!130 #x00000228)
                       a!130)
                  a!130))
      (a!348 (ite (and (= a!288 #x00000000) (not (bvult a!130 mtu_2)))
                  (ite (bvult mtu_2 #x00000228)
                       (ite (bvult a!130 #x00000228) a!130 #x00000228)
                       mtu_2)
                  a!130)))
(let ((a!80 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!60 a!71 a!78) a!79)))
      (a!111 (and (or (bvult (ite a!91 a!100 a!109) a!48) a!110)
                  (not cwnd_full_1)))
      (a!219 (ite (bvult (ite (= a!130 a!218) a!218 a!130)
                         (bvadd mss_clamp
                                #x00000014
                                (ite ipv6 #x00000028 #x00000014)))
                  (ite (= a!130 a!218) a!218 a!130)
                  (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!220 (bvslt mss_clamp
                    (bvsub a!147
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!225 (ite a!224
                  mss_clamp
                  (bvsub a!151
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!244 (bvsub (ite (bvslt a!243 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!243)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!246 (bvslt mss_clamp
                    (bvsub a!169
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!254 (ite a!253
                  (bvsub a!93 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!252))
      (a!262 (ite a!261
                  mss_clamp
                  (bvsub a!130
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!291 (bvult (ite ipv6 (ite (bvult a!130 a!130) a!130 a!130) a!290)
                    a!218))
      (a!292 (= (ite ipv6 (ite (bvult a!130 a!130) a!130 a!130) a!290)
                (ite ipv6 (ite (bvult a!130 a!130) a!130 a!130) a!290)))
      (a!293 (bvsub (ite ipv6 (ite (bvult a!130 a!130) a!130 a!130) a!290)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!349 (bvult (ite ipv6 (ite (bvult mtu_2 a!130) mtu_2 a!130) a!348)
                    a!138))
      (a!350 (= (ite ipv6 (ite (bvult mtu_2 a!130) mtu_2 a!130) a!348)
                (ite ipv6 (ite (bvult mtu_2 a!130) mtu_2 a!130) a!348)))
      (a!351 (bvsub (ite ipv6 (ite (bvult mtu_2 a!130) mtu_2 a!130) a!348)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!81 (and (or (bvult (ite a!60 a!71 a!78) a!57) a!80) (not false)))
      (a!112 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!88))
                  (ite passive_open #x00000000 #x00000000)
                  (ite a!90
                       (ite a!111
                            #x00000000
                            (ite passive_open #x00000000 #x00000000))
                       (ite passive_open #x00000000 #x00000000))))
      (a!175 (ite a!111
                  a!174
                  (ite a!91 (ite (bvslt a!95 a!28) a!95 a!28) a!103)))
      (a!185 (ite a!90
                  (ite a!111
                       (ite a!91 (ite a!91 a!95 a!102) a!171)
                       (ite a!91 a!95 a!102))
                  (ite (bvult connect_route_mtu a!20) connect_route_mtu a!20)))
      (a!221 (ite a!220
                  mss_clamp
                  (bvsub a!147
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!226 (bvsub (ite (bvslt a!225 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!225)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!245 (ite (= a!1 #x00000000)
                  (ite (= #x00000001 #x00000000) a!44 a!52)
                  (ite (= a!1 #x00000000)
                       a!44
                       (ite (bvslt a!44 a!244) a!44 a!244))))
      (a!247 (ite a!246
                  mss_clamp
                  (bvsub a!169
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!255 (ite (= a!1 #x00000000)
                  (bvsub a!93 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!254))
      (a!263 (bvsub (ite (bvslt a!262 a!197) a!197 a!262)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!294 (ite (bvslt (ite (bvslt mss_clamp a!293) mss_clamp a!293) a!197)
                  a!197
                  (ite (bvslt mss_clamp a!293) mss_clamp a!293)))
      (a!352 (ite (bvslt (ite (bvslt mss_clamp a!351) mss_clamp a!351) a!197)
                  a!197
                  (ite (bvslt mss_clamp a!351) mss_clamp a!351))))
(let ((a!82 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!57 a!44)))
                 (ite passive_open #x00000000 #x00000000)
                 (ite a!59
                      (ite a!81
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      (ite passive_open #x00000000 #x00000000))))
      (a!113 (ite (= event_1 #x00000004)
                  #x00000000
                  (ite (= event_1 #x00000005)
                       (ite passive_open #x00000000 #x00000000)
                       (ite (= event_1 #x00000006)
                            a!112
                            (ite passive_open #x00000000 #x00000000)))))
      (a!153 (ite a!81 a!152 (ite a!60 a!65 (ite (bvslt a!73 a!65) a!73 a!65))))
      (a!176 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!88))
                  a!28
                  (ite a!90 a!175 a!28)))
      (a!180 (ite a!59
                  (ite a!81
                       (ite a!60 (ite a!60 a!64 a!73) a!149)
                       (ite a!60 a!64 a!73))
                  a!23))
      (a!186 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!88))
                  (ite (bvult connect_route_mtu a!20) connect_route_mtu a!20)
                  a!185))
      (a!222 (bvsub (ite (bvslt a!221 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!221)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!227 (bvslt (bvsub a!62
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!226))
      (a!248 (bvsub (ite (bvslt a!247 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!247)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!256 (ite a!90
                  (ite a!111
                       (ite a!91 (ite a!91 a!100 a!109) a!255)
                       (ite a!91 a!100 a!109))
                  a!48)))
(let ((a!83 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!41))
                 (ite ipv6 (ite passive_open #x00000000 #x00000000) a!82)
                 a!41))
      (a!114 (ite (= event_1 #x00000001)
                  a!85
                  (ite (= event_1 #x00000002)
                       a!85
                       (ite (= event_1 #x00000003) #x00000000 a!113))))
      (a!154 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!57 a!44)))
                  (ite (= connect_route_mtu connect_route_mtu) a!29 a!30)
                  (ite a!59
                       a!153
                       (ite (= connect_route_mtu connect_route_mtu) a!29 a!30))))
      (a!177 (ite (= event_1 #x00000004)
                  a!29
                  (ite (= event_1 #x00000005)
                       (ite (bvslt a!21 a!28) a!21 a!28)
                       (ite (= event_1 #x00000006) a!176 a!28))))
      (a!181 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!57 a!44)))
                  a!23
                  a!180))
      (a!187 (ite (= event_1 #x00000005)
                  a!21
                  (ite (= event_1 #x00000006)
                       a!186
                       (ite (bvult connect_route_mtu a!20)
                            connect_route_mtu
                            a!20))))
      (a!223 (ite a!40
                  (ite (= a!1 #x00000000)
                       a!44
                       (ite (bvslt a!44 a!222) a!44 a!222))
                  a!57))
      (a!228 (ite a!227
                  (bvsub a!62 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!226))
      (a!249 (ite (= connect_route_mtu connect_route_mtu)
                  (ite (= connect_tcp_mtu_probing #x00000000) a!48 a!245)
                  (ite (= a!2 #x00000000)
                       a!44
                       (ite (bvslt a!44 a!248) a!44 a!248))))
      (a!257 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!88)) a!48 a!256)))
(let ((a!84 (ite a!19
                 (ite passive_open #x00000000 #x00000000)
                 (ite (or a!35 a!36)
                      (ite a!40
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      a!83)))
      (a!155 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!41))
                  (ite ipv6
                       (ite (= connect_route_mtu connect_route_mtu) a!29 a!30)
                       a!154)
                  (ite (= connect_route_mtu connect_route_mtu) a!29 a!30)))
      (a!178 (ite (= event_1 #x00000002)
                  a!161
                  (ite (= event_1 #x00000003)
                       (ite (= connect_route_mtu connect_route_mtu) a!167 a!169)
                       a!177)))
      (a!182 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!41))
                  (ite ipv6 a!23 a!181)
                  a!23))
      (a!188 (ite (= event_1 #x00000003)
                  (ite (= connect_route_mtu connect_route_mtu)
                       a!168
                       (ite (bvult connect_route_mtu a!168)
                            connect_route_mtu
                            a!168))
                  (ite (= event_1 #x00000004) a!22 a!187)))
      (a!229 (ite (= a!1 #x00000000)
                  (bvsub a!62 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!228))
      (a!258 (ite (= event_1 #x00000004)
                  a!53
                  (ite (= event_1 #x00000005)
                       (ite (= a!1 #x00000000) a!44 a!52)
                       (ite (= event_1 #x00000006) a!257 a!48)))))
(let ((a!115 (not (= (ite (= event_1 #x00000000) a!84 a!114) #x00000000)))
      (a!156 (ite (or a!35 a!36)
                  (ite a!40
                       a!147
                       (ite (= connect_route_mtu connect_route_mtu) a!29 a!30))
                  a!155))
      (a!189 (ite (= event_1 #x00000000)
                  (ite a!19
                       a!22
                       (ite (or a!35 a!36) (ite a!40 a!139 a!23) a!182))
                  (ite (= event_1 #x00000001)
                       a!183
                       (ite (= event_1 #x00000002) a!184 a!188))))
      (a!230 (ite a!59
                  (ite a!81
                       (ite a!60 (ite a!60 a!71 a!78) a!229)
                       (ite a!60 a!71 a!78))
                  a!57))
      (a!259 (ite (= event_1 #x00000001)
                  a!236
                  (ite (= event_1 #x00000002)
                       a!241
                       (ite (= event_1 #x00000003) a!249 a!258))))
      (a!311 (bvsub (bvsub (ite (= event_1 #x00000000) a!84 a!114)
                           (bvadd #x00000014 tcp_options))
                    (ite ipv6 #x00000028 #x00000014))))
(let ((a!124 (or (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                 a!115
                 a!123))
      (a!179 (ite (= event_1 #x00000000)
                  (ite a!19 a!29 a!156)
                  (ite (= event_1 #x00000001) a!158 a!178)))
      (a!191 (ite (= a!130 a!138) a!189 (ite (bvult a!130 a!189) a!130 a!189)))
      (a!231 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!57 a!44)))
                  a!57
                  a!230))
      (a!322 (ite (bvslt (ite (bvult a!138 a!189) a!138 a!189)
                         (ite (= event_1 #x00000000) a!84 a!114))
                  (ite (bvult a!138 a!189) a!138 a!189)
                  (ite (= event_1 #x00000000) a!84 a!114)))
      (a!323 (bvslt a!189
                    (bvsub (ite (= event_1 #x00000000) a!84 a!114) #x00000001)))
      (a!342 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (ite (bvult a!138 a!189) a!138 a!189)
                  (ite (bvult a!138 a!189) a!138 a!189)))
      (a!353 (bvult (ite ipv6 (ite (bvult mtu_2 a!130) mtu_2 a!130) a!348)
                    a!189)))
(let ((a!190 (ite (bvslt (ite (bvult a!130 a!189) a!130 a!189) a!179)
                  (ite (bvult a!130 a!189) a!130 a!189)
                  a!179))
      (a!192 (ite (= a!130 (ite (= a!130 a!138) a!138 a!130))
                  a!191
                  (ite (bvult a!130 a!191) a!130 a!191)))
      (a!232 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!41))
                  (ite ipv6 a!57 a!231)
                  a!57))
      (a!324 (ite a!323
                  a!189
                  (bvsub (ite (= event_1 #x00000000) a!84 a!114) #x00000001)))
      (a!326 (ite (bvslt (ite (bvult a!138 a!189) a!138 a!189) a!179)
                  (ite (bvult a!138 a!189) a!138 a!189)
                  a!179))
      (a!331 (bvslt mss_clamp
                    (bvsub a!179
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!343 (ite (bvult a!130 (ite (= a!13 #x00000000) a!189 a!342))
                  a!130
                  (ite (= a!13 #x00000000) a!189 a!342)))
      (a!354 (ite a!353
                  (ite ipv6 (ite (bvult mtu_2 a!130) mtu_2 a!130) a!348)
                  a!189)))
(let ((a!193 (bvslt mss_clamp
                    (bvsub a!192
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!198 (ite (bvslt (ite (bvult a!130 a!191) a!130 a!191)
                         (ite (= a!130 a!138) a!179 a!190))
                  (ite (bvult a!130 a!191) a!130 a!191)
                  (ite (= a!130 a!138) a!179 a!190)))
      (a!260 (ite (= event_1 #x00000000)
                  (ite a!19 a!53 (ite (or a!35 a!36) a!223 a!232))
                  a!259))
      (a!264 (bvslt mss_clamp
                    (bvsub a!190
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!295 (bvult (ite ipv6 (ite (bvult a!130 a!130) a!130 a!130) a!290)
                    a!192))
      (a!325 (ite (bvslt (ite (bvult a!130 a!324) a!130 a!324) a!179)
                  (ite (bvult a!130 a!324) a!130 a!324)
                  a!179))
      (a!332 (ite a!331
                  mss_clamp
                  (bvsub a!179
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!355 (bvsub (ite (bvslt a!354 a!179) a!354 a!179)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!360 (bvult (ite ipv6 (ite (bvult mtu_2 a!130) mtu_2 a!130) a!348)
                    a!354))
      (a!385 (ite a!115
                  (ite (= a!130 a!138)
                       a!324
                       (ite (bvult a!130 a!324) a!130 a!324))
                  a!189)))
(let ((a!194 (ite a!193
                  mss_clamp
                  (bvsub a!192
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!199 (ite (= a!130 (ite (= a!130 a!138) a!138 a!130))
                  (ite (= a!130 a!138) a!179 a!190)
                  a!198))
      (a!265 (ite a!264
                  mss_clamp
                  (bvsub a!190
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!268 (bvslt mss_clamp
                    (bvsub a!198
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!296 (ite a!295
                  (ite ipv6 (ite (bvult a!130 a!130) a!130 a!130) a!290)
                  a!192))
      (a!333 (bvashr (bvsub (ite (bvslt a!332 a!197) a!197 a!332)
                            (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                     #x00000001))
      (a!347 (bvule a!260
                    (bvsub (ite (bvslt a!346 a!197) a!197 a!346)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!356 (ite (bvslt (ite (bvslt mss_clamp a!355) mss_clamp a!355) a!197)
                  a!197
                  (ite (bvslt mss_clamp a!355) mss_clamp a!355)))
      (a!361 (ite a!360
                  (ite ipv6 (ite (bvult mtu_2 a!130) mtu_2 a!130) a!348)
                  a!354)))
(let ((a!200 (bvsub (bvashr (bvadd a!192 a!199) #x00000001)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!266 (bvsub (ite (bvslt a!265 a!197) a!197 a!265)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!269 (ite a!268
                  mss_clamp
                  (bvsub a!198
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!273 (ite (bvslt (ite (bvult a!130 a!192) a!130 a!192) a!199)
                  (ite (bvult a!130 a!192) a!130 a!192)
                  a!199))
      (a!297 (bvsub (ite (bvslt a!296 a!199) a!296 a!199)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!302 (bvult (ite ipv6 (ite (bvult a!130 a!130) a!130 a!130) a!290)
                    a!296))
      (a!337 (ite (bvslt (ite (bvslt a!330 a!333) a!330 a!333) a!336)
                  a!336
                  (ite (bvslt a!330 a!333) a!330 a!333)))
      (a!357 (bvslt (bvsub a!352
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvsub a!356
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!362 (ite (bvslt a!361 (ite (bvslt a!354 a!179) a!354 a!179))
                  a!361
                  (ite (bvslt a!354 a!179) a!354 a!179)))
      (a!370 (bvult (ite ipv6 (ite (bvult mtu_2 a!130) mtu_2 a!130) a!348)
                    (ite a!350 a!354 a!361))))
(let ((a!201 (ite (bvslt (ite (bvslt mss_clamp a!200) mss_clamp a!200) a!197)
                  a!197
                  (ite (bvslt mss_clamp a!200) mss_clamp a!200)))
      (a!267 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!263
                  (ite (bvslt a!263 a!266) a!263 a!266)))
      (a!270 (bvsub (ite (bvslt a!269 a!197) a!197 a!269)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!274 (bvslt mss_clamp
                    (bvsub a!273
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!298 (ite (bvslt (ite (bvslt mss_clamp a!297) mss_clamp a!297) a!197)
                  a!197
                  (ite (bvslt mss_clamp a!297) mss_clamp a!297)))
      (a!303 (ite a!302
                  (ite ipv6 (ite (bvult a!130 a!130) a!130 a!130) a!290)
                  a!296))
      (a!338 (bvadd (ite (bvslt a!337 a!197) a!197 a!337)
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!358 (ite a!357
                  (bvsub a!352
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!356
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!363 (bvslt mss_clamp
                    (bvsub a!362
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!371 (ite a!370
                  (ite ipv6 (ite (bvult mtu_2 a!130) mtu_2 a!130) a!348)
                  (ite a!350 a!354 a!361))))
(let ((a!202 (bvslt (bvsub (ite (bvslt a!194 a!197) a!197 a!194)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvsub a!201
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!271 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!263
                  (ite (bvslt a!263 a!270) a!263 a!270)))
      (a!275 (ite a!274
                  mss_clamp
                  (bvsub a!273
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!289 (bvadd (bvsub a!201
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!299 (bvslt (bvsub a!294
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvsub a!298
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!304 (ite (bvslt a!303 (ite (bvslt a!296 a!199) a!296 a!199))
                  a!303
                  (ite (bvslt a!296 a!199) a!296 a!199)))
      (a!313 (bvult (ite ipv6 (ite (bvult a!130 a!130) a!130 a!130) a!290)
                    (ite a!292 a!296 a!303)))
      (a!339 (bvslt (ite (bvult a!138 a!189) a!138 a!189)
                    (ite (and ipv6 (bvslt a!338 #x00000500)) #x00000500 a!338)))
      (a!359 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!352
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!358))
      (a!364 (ite a!363
                  mss_clamp
                  (bvsub a!362
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!372 (bvslt a!371
                    (ite a!350 (ite (bvslt a!354 a!179) a!354 a!179) a!362))))
(let ((a!272 (ite (= a!130 (ite (= a!130 a!138) a!138 a!130))
                  (ite (= a!130 a!138) a!260 a!267)
                  a!271))
      (a!276 (bvsub (ite (bvslt a!275 a!197) a!197 a!275)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!300 (ite a!299
                  (bvsub a!294
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!298
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!305 (bvslt mss_clamp
                    (bvsub a!304
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!314 (ite a!313
                  (ite ipv6 (ite (bvult a!130 a!130) a!130 a!130) a!290)
                  (ite a!292 a!296 a!303)))
      (a!340 (ite a!339
                  (ite (bvult a!138 a!189) a!138 a!189)
                  (ite (and ipv6 (bvslt a!338 #x00000500)) #x00000500 a!338)))
      (a!365 (bvsub (ite (bvslt a!364 a!197) a!197 a!364)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!373 (ite a!372
                  a!371
                  (ite a!350 (ite (bvslt a!354 a!179) a!354 a!179) a!362))))
(let ((a!277 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!263
                  (ite (bvslt a!263 a!276) a!263 a!276)))
      (a!301 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!294
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!300))
      (a!306 (ite a!305
                  mss_clamp
                  (bvsub a!304
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!315 (bvslt a!314
                    (ite a!292 (ite (bvslt a!296 a!199) a!296 a!199) a!304)))
      (a!341 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!326
                  a!340))
      (a!366 (bvslt (bvsub a!352
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!365))
      (a!374 (ite a!350
                  (ite a!350 (ite (bvslt a!354 a!179) a!354 a!179) a!362)
                  a!373)))
(let ((a!278 (bvadd (ite (= a!130 a!218) a!272 a!277)
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!307 (bvsub (ite (bvslt a!306 a!197) a!197 a!306)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!316 (ite a!315
                  a!314
                  (ite a!292 (ite (bvslt a!296 a!199) a!296 a!199) a!304)))
      (a!344 (ite (bvslt a!343 (ite (= a!13 #x00000000) a!179 a!341))
                  a!343
                  (ite (= a!13 #x00000000) a!179 a!341)))
      (a!367 (ite a!366
                  (bvsub a!352
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!365)))
(let ((a!279 (bvslt a!219
                    (ite (and ipv6 (bvslt a!278 #x00000500)) #x00000500 a!278)))
      (a!308 (bvslt (bvsub a!294
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!307))
      (a!317 (ite a!292
                  (ite a!292 (ite (bvslt a!296 a!199) a!296 a!199) a!304)
                  a!316))
      (a!368 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!352
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!367)))
(let ((a!280 (ite a!279
                  a!219
                  (ite (and ipv6 (bvslt a!278 #x00000500)) #x00000500 a!278)))
      (a!309 (ite a!308
                  (bvsub a!294
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!307))
      (a!369 (or (bvult (ite a!350 a!359 a!368) a!260)
                 (and a!115 (bvult (ite a!350 a!359 a!368) a!311)))))
(let ((a!310 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!294
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!309))
      (a!375 (ite (and a!369 (not cwnd_full_2))
                  a!374
                  (ite a!350 (ite (bvslt a!354 a!179) a!354 a!179) a!362)))
      (a!386 (ite a!349
                  (ite (and a!369 (not cwnd_full_2))
                       (ite a!350 (ite a!350 a!354 a!361) a!371)
                       (ite a!350 a!354 a!361))
                  a!189)))
(let ((a!312 (or (bvult (ite a!292 a!301 a!310) a!272)
                 (and a!115 (bvult (ite a!292 a!301 a!310) a!311))))
      (a!376 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!347))
                  a!179
                  (ite a!349 a!375 a!179)))
      (a!387 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!347)) a!189 a!386)))
(let ((a!318 (ite (and a!312 (not false))
                  a!317
                  (ite a!292 (ite (bvslt a!296 a!199) a!296 a!199) a!304)))
      (a!377 (ite (= event_2 #x00000004)
                  (ite (= a!130 a!138) a!179 a!190)
                  (ite (= event_2 #x00000005)
                       a!326
                       (ite (= event_2 #x00000006) a!376 a!179))))
      (a!381 (ite a!291
                  (ite (and a!312 (not false))
                       (ite a!292 (ite a!292 a!296 a!303) a!314)
                       (ite a!292 a!296 a!303))
                  a!192))
      (a!388 (ite (= event_2 #x00000004)
                  a!191
                  (ite (= event_2 #x00000005)
                       (ite (bvult a!138 a!189) a!138 a!189)
                       (ite (= event_2 #x00000006) a!387 a!189)))))
(let ((a!319 (ite (and ipv6 (or (bvult a!130 #x00000500) (bvule a!272 a!263)))
                  a!199
                  (ite a!291 a!318 a!199)))
      (a!378 (ite (= event_2 #x00000003)
                  (ite (= a!130 a!138)
                       (ite (= a!13 #x00000000) a!179 a!341)
                       a!344)
                  a!377))
      (a!382 (ite (and ipv6 (or (bvult a!130 #x00000500) (bvule a!272 a!263)))
                  a!192
                  a!381))
      (a!389 (ite (= event_2 #x00000003)
                  (ite (= a!130 a!138)
                       (ite (= a!13 #x00000000) a!189 a!342)
                       a!343)
                  a!388)))
(let ((a!320 (ite (and (or ipv6 (= a!288 #x00000000)) (bvult a!130 a!289))
                  (ite ipv6 a!199 a!319)
                  a!199))
      (a!379 (ite (= event_2 #x00000002)
                  (ite a!115 (ite (= a!130 a!138) a!179 a!325) a!179)
                  a!378))
      (a!383 (ite (and (or ipv6 (= a!288 #x00000000)) (bvult a!130 a!289))
                  (ite ipv6 a!192 a!382)
                  a!192))
      (a!390 (ite (= event_2 #x00000001)
                  (ite a!115 (ite (bvult a!138 a!189) a!138 a!189) a!189)
                  (ite (= event_2 #x00000002) a!385 a!389))))
(let ((a!321 (ite (or a!202 (bvslt (bvsub a!192 a!199) a!206))
                  (ite a!217 a!280 a!199)
                  a!320))
      (a!384 (ite (or a!202 (bvslt (bvsub a!192 a!199) a!206))
                  (ite a!217 a!219 a!192)
                  a!383)))
(let ((a!380 (ite (= event_2 #x00000000)
                  (ite a!124 (ite (= a!130 a!138) a!179 a!190) a!321)
                  (ite (= event_2 #x00000001) (ite a!115 a!322 a!179) a!379))))
(let ((a!391 (or a!17
                 (bvsle a!380
                        (ite (= event_2 #x00000000)
                             (ite a!124 a!191 a!384)
                             a!390)))))
  (not a!391)))))))))))))))))))))))))))))))))))))))))
(check-sat)
