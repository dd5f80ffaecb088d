; every-probe-not-refused-bmc-fix-reset-syncs
; expected: sat
; claim: sat: a run of 4 events from connect breaks refused => tcp_mss_to_mtu(sysctl_tcp_min_snd_mss) > dst_mtu (6.x; the floor above the route is assumed away)
(set-logic QF_BV)
(declare-fun sysctl_4 () (_ BitVec 32))
(declare-fun event_4 () (_ BitVec 32))
(declare-fun mtu_4 () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun sysctl_3 () (_ BitVec 32))
(declare-fun event_3 () (_ BitVec 32))
(declare-fun mtu_3 () (_ BitVec 32))
(declare-fun sysctl_2 () (_ BitVec 32))
(declare-fun event_2 () (_ BitVec 32))
(declare-fun mtu_2 () (_ BitVec 32))
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
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun connect_tcp_probe_threshold () (_ BitVec 32))
(declare-fun connect_snd_cwnd () (_ BitVec 32))
(declare-fun cwnd_1 () (_ BitVec 32))
(declare-fun cwnd_set_1 () Bool)
(declare-fun value_1 () (_ BitVec 32))
(declare-fun cwnd_full_1 () Bool)
(declare-fun connect_tcp_time_stamp () (_ BitVec 32))
(declare-fun at_1 () (_ BitVec 32))
(declare-fun timed_1 () Bool)
(declare-fun cwnd_2 () (_ BitVec 32))
(declare-fun cwnd_set_2 () Bool)
(declare-fun value_2 () (_ BitVec 32))
(declare-fun cwnd_full_2 () Bool)
(declare-fun at_2 () (_ BitVec 32))
(declare-fun timed_2 () Bool)
(declare-fun cwnd_3 () (_ BitVec 32))
(declare-fun cwnd_set_3 () Bool)
(declare-fun value_3 () (_ BitVec 32))
(declare-fun cwnd_full_3 () Bool)
(declare-fun at_3 () (_ BitVec 32))
(declare-fun timed_3 () Bool)
(declare-fun cwnd_4 () (_ BitVec 32))
(declare-fun cwnd_set_4 () Bool)
(declare-fun value_4 () (_ BitVec 32))
(declare-fun cwnd_full_4 () Bool)
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
               (bvule mtu_2 #x0000ffff)))
      (a!6 (or (not (= event_3 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_3)
                    (bvule mtu_3 #x0000ffff))))
      (a!7 (or (not (and (= event_3 #x00000006) (not ipv6)))
               (bvule mtu_3 #x0000ffff)))
      (a!8 (or (not (= event_4 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_4)
                    (bvule mtu_4 #x0000ffff))))
      (a!9 (or (not (and (= event_4 #x00000006) (not ipv6)))
               (bvule mtu_4 #x0000ffff))))
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
           (= sysctl_2 #x00000005))
       (bvule event_3 #x00000008)
       a!6
       a!7
       (or (not (= event_3 #x00000008))
           false
           (= sysctl_3 #x00000000)
           (= sysctl_3 #x00000001)
           (= sysctl_3 #x00000002)
           (= sysctl_3 #x00000003)
           (= sysctl_3 #x00000004)
           (= sysctl_3 #x00000005))
       (bvule event_4 #x00000008)
       a!8
       a!9
       (or (not (= event_4 #x00000008))
           false
           (= sysctl_4 #x00000000)
           (= sysctl_4 #x00000001)
           (= sysctl_4 #x00000002)
           (= sysctl_4 #x00000003)
           (= sysctl_4 #x00000004)
           (= sysctl_4 #x00000005)))))
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
      (a!8 (ite (and (= sysctl_1 #x00000001) true)
                connect_tcp_mtu_probing
                (ite (and (= sysctl_1 #x00000000)
                          (bvsle #x00000000 value_1)
                          (bvsle value_1 #x000000ff))
                     value_1
                     connect_tcp_mtu_probing)))
      (a!17 (and (= sysctl_2 #x00000005)
                 (and (bvsle #x00000030 value_2) (bvsle value_2 #x0000ffff))))
      (a!18 (and (= sysctl_2 #x00000004)
                 (and (bvsle #x00000030 value_2) (bvsle value_2 #x0000ffff))))
      (a!27 (not (not (bvult (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                             #x0000000b))))
      (a!29 (ite passive_open
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!35 (bvadd connect_tcp_base_mss
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!40 (ite (= HZ #x0000012c)
                 (bvmul connect_tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul connect_tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)))))
      (a!41 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 #x00000000
                 connect_tcp_time_stamp))
      (a!45 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!54 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu))
      (a!62 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!68 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!69 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!72 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu mtu_1)))
                 (ite (bvult mtu_1 #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      mtu_1)
                 connect_route_mtu))
      (a!89 ((_ zero_extend 32)
              (ite (= (ite passive_open #x00000000 #x00000000) #x00000000)
                   #x00000001
                   (ite passive_open #x00000000 #x00000000))))
      (a!92 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvadd (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!110 (ite (bvult connect_route_mtu
                         (bvadd mss_clamp
                                #x00000014
                                (ite ipv6 #x00000028 #x00000014)))
                  connect_route_mtu
                  (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!121 (ite (bvult connect_route_mtu
                         (bvsub (ite passive_open #x00000000 #x00000000)
                                #x00000001))
                  connect_route_mtu
                  (bvsub (ite passive_open #x00000000 #x00000000) #x00000001)))
      (a!171 (and (and (= #x00000000 #x00000000)
                       (not (bvult connect_route_mtu connect_route_mtu)))
                  (bvult connect_route_mtu #x00000228)))
      (a!174 (and (and (= #x00000000 #x00000000)
                       (not (bvult connect_route_mtu mtu_1)))
                  (bvult mtu_1 #x00000228)))
      (a!187 (bvsub (ite passive_open #x00000000 #x00000000)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!230 (bvslt mss_clamp
                    (bvsub mtu_2
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!307 (ite (and (= sysctl_1 #x00000002) true)
                  connect_tcp_base_mss
                  (ite (and (= sysctl_1 #x00000001) true)
                       value_1
                       connect_tcp_base_mss)))
      (a!411 (bvslt mss_clamp
                    (bvsub mtu_3
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!487 (and (= sysctl_3 #x00000005)
                  (and (bvsle #x00000030 value_3) (bvsle value_3 #x0000ffff))))
      (a!488 (and (= sysctl_3 #x00000004)
                  (and (bvsle #x00000030 value_3) (bvsle value_3 #x0000ffff))))
      (a!567 (bvslt mss_clamp
                    (bvsub mtu_4
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite (= connect_tcp_mtu_probing #x00000000)
                a!1
                (ite (= a!1 #x00000000) #x00000001 a!1)))
      (a!7 (and (= sysctl_1 #x00000003)
                (bvsle #x00000000 value_1)
                (bvsle value_1 (ite (= HZ #x000003e8) #x00418937 a!6))))
      (a!19 (and (= sysctl_2 #x00000003)
                 (bvsle #x00000000 value_2)
                 (bvsle value_2 (ite (= HZ #x000003e8) #x00418937 a!6))))
      (a!28 (or (= a!1 #x00000000)
                (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                a!27))
      (a!30 (ite (bvult connect_route_mtu
                        (ite (bvult connect_route_mtu a!29)
                             connect_route_mtu
                             a!29))
                 connect_route_mtu
                 (ite (bvult connect_route_mtu a!29) connect_route_mtu a!29)))
      (a!42 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!41
                 connect_tcp_time_stamp))
      (a!46 (ite a!45
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!48 (bvsub (ite passive_open a!35 a!35)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!55 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!54)
                   connect_route_mtu))
      (a!56 (= (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!54)
               (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!54)))
      (a!57 (bvsub (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!54)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!70 (ite a!69
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!73 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!72)
                   connect_route_mtu))
      (a!74 (= (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!72)
               (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!72)))
      (a!75 (bvsub (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!72)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!122 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= connect_route_mtu connect_route_mtu)
                       (bvsub (ite passive_open #x00000000 #x00000000)
                              #x00000001)
                       a!121)
                  (ite (bvult connect_route_mtu a!29) connect_route_mtu a!29)))
      (a!124 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!72)
                    (ite (bvult connect_route_mtu a!29) connect_route_mtu a!29)))
      (a!139 (ite (= event_1 #x00000006)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000007)
                       connect_tcp_min_snd_mss
                       (ite a!4
                            connect_tcp_min_snd_mss
                            (ite a!5 value_1 connect_tcp_min_snd_mss)))))
      (a!144 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite passive_open #x00000000 #x00000000)
                  (ite passive_open a!35 a!35)))
      (a!188 (ite (bvslt (ite (bvslt mss_clamp a!187) mss_clamp a!187)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!187) mss_clamp a!187)))
      (a!231 (ite a!230
                  mss_clamp
                  (bvsub mtu_2
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!313 (ite (= event_1 #x00000005)
                  connect_tcp_mtu_probe_floor
                  (ite (= event_1 #x00000006)
                       connect_tcp_mtu_probe_floor
                       (ite (= event_1 #x00000007)
                            connect_tcp_mtu_probe_floor
                            (ite a!4 value_1 connect_tcp_mtu_probe_floor)))))
      (a!412 (ite a!411
                  mss_clamp
                  (bvsub mtu_3
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!515 (and (= sysctl_3 #x00000003)
                  (bvsle #x00000000 value_3)
                  (bvsle value_3 (ite (= HZ #x000003e8) #x00418937 a!6))))
      (a!568 (ite a!567
                  mss_clamp
                  (bvsub mtu_4
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (ite (= event_1 #x00000001)
                a!1
                (ite (= event_1 #x00000002)
                     a!1
                     (ite (= event_1 #x00000003) a!2 a!1))))
      (a!9 (ite a!7
                connect_tcp_mtu_probing
                (ite (and (= sysctl_1 #x00000002) true)
                     connect_tcp_mtu_probing
                     a!8)))
      (a!31 (ite (= connect_route_mtu connect_route_mtu)
                 (ite (bvult connect_route_mtu a!29) connect_route_mtu a!29)
                 a!30))
      (a!43 (bvule (ite (= HZ #x000003e8)
                        (bvmul connect_tcp_probe_interval #x000003e8)
                        a!40)
                   (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                          (ite passive_open a!41 a!42))))
      (a!47 (bvsub (ite (bvslt a!46 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!46)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!49 (ite (bvslt (ite (bvslt mss_clamp a!48) mss_clamp a!48)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!48) mss_clamp a!48)))
      (a!58 (ite (bvslt (ite (bvslt mss_clamp a!57) mss_clamp a!57)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!57) mss_clamp a!57)))
      (a!76 (ite (bvslt (ite (bvslt mss_clamp a!75) mss_clamp a!75)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!75) mss_clamp a!75)))
      (a!102 (ite a!55
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!54)
                  connect_route_mtu))
      (a!105 (ite a!73
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!72)
                  connect_route_mtu))
      (a!120 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!30
                  (ite (bvult connect_route_mtu a!29) connect_route_mtu a!29)))
      (a!123 (ite (= connect_tcp_mtu_probing #x00000000)
                  (ite (bvult connect_route_mtu a!29) connect_route_mtu a!29)
                  (ite (= a!1 #x00000000) a!30 a!30)))
      (a!125 (ite a!124
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!72)
                  (ite (bvult connect_route_mtu a!29) connect_route_mtu a!29)))
      (a!140 (ite (= event_1 #x00000003)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000004)
                       connect_tcp_min_snd_mss
                       (ite (= event_1 #x00000005)
                            connect_tcp_min_snd_mss
                            a!139))))
      (a!155 (ite a!7
                  connect_tcp_probe_threshold
                  (ite (and (= sysctl_1 #x00000002) true)
                       value_1
                       connect_tcp_probe_threshold)))
      (a!160 (ite (= event_1 #x00000007)
                  connect_tcp_probe_interval
                  (ite a!4
                       connect_tcp_probe_interval
                       (ite a!5
                            connect_tcp_probe_interval
                            (ite a!7 value_1 connect_tcp_probe_interval)))))
      (a!168 (ite (= event_1 #x00000003)
                  (ite (= connect_tcp_mtu_probing #x00000000)
                       (ite passive_open a!41 a!42)
                       (ite (= a!1 #x00000000)
                            (ite timed_1 at_1 connect_tcp_time_stamp)
                            (ite passive_open a!41 a!42)))
                  (ite passive_open a!41 a!42)))
      (a!308 (ite (= event_1 #x00000007)
                  connect_tcp_base_mss
                  (ite a!4
                       connect_tcp_base_mss
                       (ite a!5
                            connect_tcp_base_mss
                            (ite a!7 connect_tcp_base_mss a!307)))))
      (a!314 (ite (= event_1 #x00000002)
                  connect_tcp_mtu_probe_floor
                  (ite (= event_1 #x00000003)
                       connect_tcp_mtu_probe_floor
                       (ite (= event_1 #x00000004)
                            connect_tcp_mtu_probe_floor
                            a!313)))))
(let ((a!10 (ite (= event_1 #x00000006)
                 connect_tcp_mtu_probing
                 (ite (= event_1 #x00000007)
                      connect_tcp_mtu_probing
                      (ite a!4
                           connect_tcp_mtu_probing
                           (ite a!5 connect_tcp_mtu_probing a!9)))))
      (a!13 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                 #x00000001
                 (ite (= event_1 #x00000000) a!1 a!3)))
      (a!32 (ite (= connect_route_mtu connect_route_mtu)
                 a!31
                 (ite (bvult connect_route_mtu a!31) connect_route_mtu a!31)))
      (a!50 (bvslt a!47
                   (bvsub a!49
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!59 (bvslt (bvsub a!58
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!49
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!77 (bvslt (bvsub a!76
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!49
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!126 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!72)
                    a!125))
      (a!141 (ite (= event_1 #x00000000)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000001)
                       connect_tcp_min_snd_mss
                       (ite (= event_1 #x00000002)
                            connect_tcp_min_snd_mss
                            a!140))))
      (a!145 (bvashr (bvsub a!49
                            (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                     #x00000001))
      (a!156 (ite (= event_1 #x00000006)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000007)
                       connect_tcp_probe_threshold
                       (ite a!4
                            connect_tcp_probe_threshold
                            (ite a!5 connect_tcp_probe_threshold a!155)))))
      (a!161 (ite (= event_1 #x00000004)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000005)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000006)
                            connect_tcp_probe_interval
                            a!160))))
      (a!189 (bvslt a!47
                    (bvsub a!188
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!309 (ite (= event_1 #x00000004)
                  connect_tcp_base_mss
                  (ite (= event_1 #x00000005)
                       connect_tcp_base_mss
                       (ite (= event_1 #x00000006) connect_tcp_base_mss a!308))))
      (a!315 (ite (= event_1 #x00000000)
                  connect_tcp_mtu_probe_floor
                  (ite (= event_1 #x00000001) connect_tcp_mtu_probe_floor a!314))))
(let ((a!11 (ite (= event_1 #x00000003)
                 connect_tcp_mtu_probing
                 (ite (= event_1 #x00000004)
                      connect_tcp_mtu_probing
                      (ite (= event_1 #x00000005) connect_tcp_mtu_probing a!10))))
      (a!33 (bvslt mss_clamp
                   (bvsub a!32
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!36 (bvsub (bvashr (bvadd a!32 (ite passive_open a!35 a!35)) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!51 (ite a!50
                 a!47
                 (bvsub a!49 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!60 (ite a!59
                 (bvsub a!58 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!49 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!78 (ite a!77
                 (bvsub a!76 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!49 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!111 (bvult (ite ipv6
                         (ite (bvult connect_route_mtu connect_route_mtu)
                              connect_route_mtu
                              connect_route_mtu)
                         a!54)
                    a!32))
      (a!127 (ite a!126
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!72)
                  a!125))
      (a!146 (ite (bvslt (ite (bvslt connect_tcp_base_mss a!145)
                              connect_tcp_base_mss
                              a!145)
                         connect_tcp_mtu_probe_floor)
                  connect_tcp_mtu_probe_floor
                  (ite (bvslt connect_tcp_base_mss a!145)
                       connect_tcp_base_mss
                       a!145)))
      (a!157 (ite (= event_1 #x00000003)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000004)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000005)
                            connect_tcp_probe_threshold
                            a!156))))
      (a!162 (ite (= event_1 #x00000001)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000002)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000003)
                            connect_tcp_probe_interval
                            a!161))))
      (a!190 (ite a!189
                  a!47
                  (bvsub a!188
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!302 (ite (= event_2 #x00000006)
                  a!141
                  (ite (= event_2 #x00000007)
                       a!141
                       (ite a!17 a!141 (ite a!18 value_2 a!141)))))
      (a!310 (ite (= event_1 #x00000001)
                  connect_tcp_base_mss
                  (ite (= event_1 #x00000002)
                       connect_tcp_base_mss
                       (ite (= event_1 #x00000003) connect_tcp_base_mss a!309))))
      (a!503 (ite (= event_2 #x00000005)
                  a!315
                  (ite (= event_2 #x00000006)
                       a!315
                       (ite (= event_2 #x00000007)
                            a!315
                            (ite a!17 value_2 a!315))))))
(let ((a!12 (ite (= event_1 #x00000000)
                 connect_tcp_mtu_probing
                 (ite (= event_1 #x00000001)
                      connect_tcp_mtu_probing
                      (ite (= event_1 #x00000002) connect_tcp_mtu_probing a!11))))
      (a!34 (ite a!33
                 mss_clamp
                 (bvsub a!32
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!37 (ite (bvslt (ite (bvslt mss_clamp a!36) mss_clamp a!36)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!36) mss_clamp a!36)))
      (a!52 (ite (= connect_route_mtu connect_route_mtu)
                 (ite (= a!1 #x00000000) a!47 a!51)
                 (ite (= a!1 #x00000000) a!47 a!51)))
      (a!61 (ite (= a!1 #x00000000)
                 (bvsub a!58 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!60))
      (a!71 (bvule (ite (= a!1 #x00000000) a!47 a!51)
                   (bvsub (ite (bvslt a!70 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!70)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!79 (ite (= a!1 #x00000000)
                 (bvsub a!76 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!78))
      (a!88 ((_ sign_extend 32)
              (bvadd (ite (= a!1 #x00000000) a!47 a!51)
                     (bvadd (bvadd #x00000014 tcp_options)
                            (ite ipv6 #x00000028 #x00000014)))))
      (a!112 (ite a!111
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!54)
                  a!32))
      (a!128 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!72)
                    (ite a!74 a!125 a!127)))
      (a!147 (bvadd (ite (bvslt a!146 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!146)
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!158 (ite (= event_1 #x00000000)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000001)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000002)
                            connect_tcp_probe_threshold
                            a!157))))
      (a!163 (ite (= HZ #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!162)
                         #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!162)
                         #x00000064)))
      (a!191 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= a!1 #x00000000) a!47 a!190)
                  (ite (= a!1 #x00000000) a!47 a!51)))
      (a!303 (ite (= event_2 #x00000003)
                  a!141
                  (ite (= event_2 #x00000004)
                       a!141
                       (ite (= event_2 #x00000005) a!141 a!302))))
      (a!330 (ite a!18
                  (ite (= event_1 #x00000000) connect_tcp_probe_interval a!162)
                  (ite a!19
                       value_2
                       (ite (= event_1 #x00000000)
                            connect_tcp_probe_interval
                            a!162))))
      (a!495 (ite (and (= sysctl_2 #x00000002) true)
                  (ite (= event_1 #x00000000) connect_tcp_base_mss a!310)
                  (ite (and (= sysctl_2 #x00000001) true)
                       value_2
                       (ite (= event_1 #x00000000) connect_tcp_base_mss a!310))))
      (a!504 (ite (= event_2 #x00000002)
                  a!315
                  (ite (= event_2 #x00000003)
                       a!315
                       (ite (= event_2 #x00000004) a!315 a!503)))))
(let ((a!14 (ite (= a!12 #x00000000) (ite (= event_1 #x00000000) a!1 a!3) a!13))
      (a!20 (ite (and (= sysctl_2 #x00000001) true)
                 a!12
                 (ite (and (= sysctl_2 #x00000000)
                           (bvsle #x00000000 value_2)
                           (bvsle value_2 #x000000ff))
                      value_2
                      a!12)))
      (a!38 (bvslt (bvsub (ite (bvslt a!34 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!34)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!37
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!44 (bvadd (bvsub a!37
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!53 (ite (= connect_route_mtu connect_route_mtu)
                 a!52
                 (ite (= a!1 #x00000000) a!47 a!51)))
      (a!63 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!56 a!61 a!61) a!62)))
      (a!80 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!74 a!79 a!79) a!62)))
      (a!90 (bvudiv (bvmul ((_ zero_extend 32)
                             (ite cwnd_set_1 cwnd_1 connect_snd_cwnd))
                           a!88)
                    a!89))
      (a!98 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!71))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!72)))
      (a!106 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!71))
                  connect_route_mtu
                  a!105))
      (a!113 (bvult (ite ipv6
                         (ite (bvult connect_route_mtu connect_route_mtu)
                              connect_route_mtu
                              connect_route_mtu)
                         a!54)
                    a!112))
      (a!129 (ite a!128
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!72)
                  (ite a!74 a!125 a!127)))
      (a!148 (ite (= connect_tcp_mtu_probing #x00000000)
                  (ite passive_open a!35 a!35)
                  (ite (= a!1 #x00000000) (ite passive_open a!35 a!35) a!147)))
      (a!164 (ite (= HZ #x000000fa)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!162)
                         #x000000fa)
                  a!163))
      (a!175 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!71))
                  #x00000000
                  (ite ipv6 #x00000000 (ite a!174 #x00000001 #x00000000))))
      (a!192 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!52
                  (ite (= a!1 #x00000000) a!47 a!51)))
      (a!193 (bvslt mss_clamp
                    (bvsub a!147
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!304 (ite (= event_2 #x00000000)
                  a!141
                  (ite (= event_2 #x00000001)
                       a!141
                       (ite (= event_2 #x00000002) a!141 a!303))))
      (a!326 (ite a!19
                  a!158
                  (ite (and (= sysctl_2 #x00000002) true) value_2 a!158)))
      (a!331 (ite (= event_2 #x00000007)
                  (ite (= event_1 #x00000000) connect_tcp_probe_interval a!162)
                  (ite a!17
                       (ite (= event_1 #x00000000)
                            connect_tcp_probe_interval
                            a!162)
                       a!330)))
      (a!496 (ite a!18
                  (ite (= event_1 #x00000000) connect_tcp_base_mss a!310)
                  (ite a!19
                       (ite (= event_1 #x00000000) connect_tcp_base_mss a!310)
                       a!495)))
      (a!505 (ite (= event_2 #x00000000)
                  a!315
                  (ite (= event_2 #x00000001) a!315 a!504))))
(let ((a!15 (ite (= event_2 #x00000002)
                 (ite (= event_1 #x00000000) a!1 a!3)
                 (ite (= event_2 #x00000003)
                      a!14
                      (ite (= event_1 #x00000000) a!1 a!3))))
      (a!21 (ite a!19 a!12 (ite (and (= sysctl_2 #x00000002) true) a!12 a!20)))
      (a!39 (or a!38
                (bvslt (bvsub a!32 (ite passive_open a!35 a!35))
                       connect_tcp_probe_threshold)))
      (a!64 (and (or (bvult (ite a!56 a!61 a!61) a!53) a!63) (not false)))
      (a!81 (or (bvult (ite a!74 a!79 a!79) (ite (= a!1 #x00000000) a!47 a!51))
                a!80))
      (a!87 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!44))
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                 (bvsub (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)))
      (a!91 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (bvult ((_ extract 31 0) a!90) #x00000001)
                      #x00000001
                      ((_ extract 31 0) a!90))
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!96 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!53 a!47)))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!54)))
      (a!99 (ite (= event_1 #x00000005)
                 connect_route_mtu
                 (ite (= event_1 #x00000006)
                      a!98
                      (ite (= event_1 #x00000007) mtu_1 connect_route_mtu))))
      (a!103 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!53 a!47)))
                  connect_route_mtu
                  a!102))
      (a!107 (ite (= event_1 #x00000004)
                  connect_route_mtu
                  (ite (= event_1 #x00000005)
                       connect_route_mtu
                       (ite (= event_1 #x00000006) a!106 connect_route_mtu))))
      (a!114 (ite a!113
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!54)
                  a!112))
      (a!142 (bvadd (ite (= connect_route_mtu connect_route_mtu)
                         a!53
                         (ite (= a!1 #x00000000) a!47 a!51))
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!149 (ite (= event_1 #x00000001)
                  a!144
                  (ite (= event_1 #x00000002)
                       (ite passive_open a!35 a!35)
                       (ite (= event_1 #x00000003)
                            a!148
                            (ite passive_open a!35 a!35)))))
      (a!165 (ite (= HZ #x0000012c)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!162)
                         #x0000012c)
                  a!164))
      (a!172 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!53 a!47)))
                  #x00000000
                  (ite ipv6 #x00000000 (ite a!171 #x00000001 #x00000000))))
      (a!176 (ite (= event_1 #x00000005)
                  #x00000000
                  (ite (= event_1 #x00000006)
                       a!175
                       (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!194 (ite a!193
                  mss_clamp
                  (bvsub a!147
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!197 (bvslt mss_clamp
                    (bvsub a!148
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!327 (ite (= event_2 #x00000006)
                  a!158
                  (ite (= event_2 #x00000007)
                       a!158
                       (ite a!17 a!158 (ite a!18 a!158 a!326)))))
      (a!332 (ite (= event_2 #x00000005)
                  (ite (= event_1 #x00000000) connect_tcp_probe_interval a!162)
                  (ite (= event_2 #x00000006)
                       (ite (= event_1 #x00000000)
                            connect_tcp_probe_interval
                            a!162)
                       a!331)))
      (a!489 (ite (= event_3 #x00000006)
                  a!304
                  (ite (= event_3 #x00000007)
                       a!304
                       (ite a!487 a!304 (ite a!488 value_3 a!304)))))
      (a!497 (ite (= event_2 #x00000007)
                  (ite (= event_1 #x00000000) connect_tcp_base_mss a!310)
                  (ite a!17
                       (ite (= event_1 #x00000000) connect_tcp_base_mss a!310)
                       a!496))))
(let ((a!16 (ite (= event_2 #x00000000)
                 (ite (= event_1 #x00000000) a!1 a!3)
                 (ite (= event_2 #x00000001)
                      (ite (= event_1 #x00000000) a!1 a!3)
                      a!15)))
      (a!22 (ite (= event_2 #x00000006)
                 a!12
                 (ite (= event_2 #x00000007)
                      a!12
                      (ite a!17 a!12 (ite a!18 a!12 a!21)))))
      (a!65 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!53 a!47)))
                 (ite passive_open #x00000000 #x00000000)
                 (ite a!55
                      (ite a!64
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      (ite passive_open #x00000000 #x00000000))))
      (a!82 (ite a!73
                 (ite (and a!81 (not cwnd_full_1))
                      #x00000000
                      (ite passive_open #x00000000 #x00000000))
                 (ite passive_open #x00000000 #x00000000)))
      (a!93 (ite (= event_1 #x00000000)
                 (ite a!28
                      (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                      (ite a!39 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) a!87))
                 (ite (= event_1 #x00000001)
                      a!91
                      (ite (= event_1 #x00000002)
                           a!92
                           (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))))
      (a!97 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!44))
                 (ite ipv6 connect_route_mtu a!96)
                 connect_route_mtu))
      (a!100 (ite (= event_1 #x00000002)
                  connect_route_mtu
                  (ite (= event_1 #x00000003)
                       connect_route_mtu
                       (ite (= event_1 #x00000004) connect_route_mtu a!99))))
      (a!104 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!44))
                  (ite ipv6 connect_route_mtu a!103)
                  connect_route_mtu))
      (a!108 (ite (= event_1 #x00000001)
                  connect_route_mtu
                  (ite (= event_1 #x00000002)
                       connect_route_mtu
                       (ite (= event_1 #x00000003) connect_route_mtu a!107))))
      (a!115 (bvult (ite ipv6
                         (ite (bvult connect_route_mtu connect_route_mtu)
                              connect_route_mtu
                              connect_route_mtu)
                         a!54)
                    (ite a!56 a!112 a!114)))
      (a!130 (ite a!73
                  (ite (and a!81 (not cwnd_full_1))
                       (ite a!74 (ite a!74 a!125 a!127) a!129)
                       (ite a!74 a!125 a!127))
                  (ite (bvult connect_route_mtu a!29) connect_route_mtu a!29)))
      (a!143 (ite a!28
                  (ite passive_open a!35 a!35)
                  (ite a!39
                       (ite a!43 a!142 (ite passive_open a!35 a!35))
                       (ite passive_open a!35 a!35))))
      (a!166 (ite (= HZ #x000003e8)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!162)
                         #x000003e8)
                  a!165))
      (a!167 (ite a!28
                  (ite passive_open a!41 a!42)
                  (ite a!39
                       (ite a!43
                            (ite timed_1 at_1 connect_tcp_time_stamp)
                            (ite passive_open a!41 a!42))
                       (ite passive_open a!41 a!42))))
      (a!173 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!44))
                  (ite ipv6 #x00000000 a!172)
                  #x00000000))
      (a!177 (ite (= event_1 #x00000002)
                  #x00000000
                  (ite (= event_1 #x00000003)
                       #x00000000
                       (ite (= event_1 #x00000004) #x00000000 a!176))))
      (a!180 (bvslt mss_clamp
                    (bvsub a!142
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!184 (ite a!55
                  (ite a!64
                       (ite a!56 (ite a!56 a!61 a!61) a!61)
                       (ite a!56 a!61 a!61))
                  a!53))
      (a!195 (bvsub (ite (bvslt a!194 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!194)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!198 (ite a!197
                  mss_clamp
                  (bvsub a!148
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!201 (ite a!73
                  (ite (and a!81 (not cwnd_full_1))
                       (ite a!74 (ite a!74 a!79 a!79) a!79)
                       (ite a!74 a!79 a!79))
                  (ite (= a!1 #x00000000) a!47 a!51)))
      (a!328 (ite (= event_2 #x00000003)
                  a!158
                  (ite (= event_2 #x00000004)
                       a!158
                       (ite (= event_2 #x00000005) a!158 a!327))))
      (a!333 (ite (= event_2 #x00000003)
                  (ite (= event_1 #x00000000) connect_tcp_probe_interval a!162)
                  (ite (= event_2 #x00000004)
                       (ite (= event_1 #x00000000)
                            connect_tcp_probe_interval
                            a!162)
                       a!332)))
      (a!490 (ite (= event_3 #x00000003)
                  a!304
                  (ite (= event_3 #x00000004)
                       a!304
                       (ite (= event_3 #x00000005) a!304 a!489))))
      (a!498 (ite (= event_2 #x00000005)
                  (ite (= event_1 #x00000000) connect_tcp_base_mss a!310)
                  (ite (= event_2 #x00000006)
                       (ite (= event_1 #x00000000) connect_tcp_base_mss a!310)
                       a!497))))
(let ((a!23 (ite (= event_2 #x00000003)
                 a!12
                 (ite (= event_2 #x00000004)
                      a!12
                      (ite (= event_2 #x00000005) a!12 a!22))))
      (a!66 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!44))
                 (ite ipv6 (ite passive_open #x00000000 #x00000000) a!65)
                 a!44))
      (a!83 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!71))
                 (ite passive_open #x00000000 #x00000000)
                 a!82))
      (a!94 (not (not (bvult (ite cwnd_set_2 cwnd_2 a!93) #x0000000b))))
      (a!101 (ite (= event_1 #x00000000)
                  (ite a!28 connect_route_mtu (ite a!39 connect_route_mtu a!97))
                  (ite (= event_1 #x00000001) connect_route_mtu a!100)))
      (a!109 (ite (= event_1 #x00000000)
                  (ite a!28
                       connect_route_mtu
                       (ite a!39 connect_route_mtu a!104))
                  a!108))
      (a!116 (ite a!115
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!54)
                  (ite a!56 a!112 a!114)))
      (a!131 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!71))
                  (ite (bvult connect_route_mtu a!29) connect_route_mtu a!29)
                  a!130))
      (a!169 (ite (= event_1 #x00000000)
                  a!167
                  (ite (= event_1 #x00000001)
                       (ite passive_open a!41 a!42)
                       (ite (= event_1 #x00000002)
                            (ite passive_open a!41 a!42)
                            a!168))))
      (a!178 (ite (= event_1 #x00000000)
                  (ite a!28 #x00000000 (ite a!39 #x00000000 a!173))
                  (ite (= event_1 #x00000001) #x00000000 a!177)))
      (a!181 (ite a!180
                  mss_clamp
                  (bvsub a!142
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!185 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!53 a!47)))
                  a!53
                  a!184))
      (a!196 (ite (= a!1 #x00000000)
                  (ite (= #x00000001 #x00000000) a!47 a!51)
                  (ite (= a!1 #x00000000)
                       a!47
                       (ite (bvslt a!47 a!195) a!47 a!195))))
      (a!199 (bvsub (ite (bvslt a!198 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!198)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!202 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!71))
                  (ite (= a!1 #x00000000) a!47 a!51)
                  a!201))
      (a!209 (bvsub (ite (= event_1 #x00000000) a!143 a!149)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!329 (ite (= event_2 #x00000000)
                  a!158
                  (ite (= event_2 #x00000001)
                       a!158
                       (ite (= event_2 #x00000002) a!158 a!328))))
      (a!334 (ite (= event_2 #x00000001)
                  (ite (= event_1 #x00000000) connect_tcp_probe_interval a!162)
                  (ite (= event_2 #x00000002)
                       (ite (= event_1 #x00000000)
                            connect_tcp_probe_interval
                            a!162)
                       a!333)))
      (a!491 (ite (= event_3 #x00000000)
                  a!304
                  (ite (= event_3 #x00000001)
                       a!304
                       (ite (= event_3 #x00000002) a!304 a!490))))
      (a!499 (ite (= event_2 #x00000003)
                  (ite (= event_1 #x00000000) connect_tcp_base_mss a!310)
                  (ite (= event_2 #x00000004)
                       (ite (= event_1 #x00000000) connect_tcp_base_mss a!310)
                       a!498))))
(let ((a!24 (ite (= event_2 #x00000000)
                 a!12
                 (ite (= event_2 #x00000001)
                      a!12
                      (ite (= event_2 #x00000002) a!12 a!23))))
      (a!67 (ite a!28
                 (ite passive_open #x00000000 #x00000000)
                 (ite a!39
                      (ite a!43
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      a!66)))
      (a!84 (ite (= event_1 #x00000004)
                 #x00000000
                 (ite (= event_1 #x00000005)
                      (ite passive_open #x00000000 #x00000000)
                      (ite (= event_1 #x00000006)
                           a!83
                           (ite passive_open #x00000000 #x00000000)))))
      (a!117 (ite a!55
                  (ite a!64
                       (ite a!56 (ite a!56 a!112 a!114) a!116)
                       (ite a!56 a!112 a!114))
                  a!32))
      (a!132 (ite (= event_1 #x00000005)
                  a!30
                  (ite (= event_1 #x00000006)
                       a!131
                       (ite (bvult connect_route_mtu a!29)
                            connect_route_mtu
                            a!29))))
      (a!170 (bvule a!166
                    (bvsub (ite timed_2
                                at_2
                                (ite timed_1 at_1 connect_tcp_time_stamp))
                           a!169)))
      (a!182 (bvsub (ite (bvslt a!181 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!181)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!186 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!44))
                  (ite ipv6 a!53 a!185)
                  a!53))
      (a!200 (ite (= connect_route_mtu connect_route_mtu)
                  (ite (= connect_tcp_mtu_probing #x00000000)
                       (ite (= a!1 #x00000000) a!47 a!51)
                       a!196)
                  (ite (= a!2 #x00000000)
                       a!47
                       (ite (bvslt a!47 a!199) a!47 a!199))))
      (a!203 (ite (= event_1 #x00000005)
                  (ite (= a!1 #x00000000) a!47 a!51)
                  (ite (= event_1 #x00000006)
                       a!202
                       (ite (= a!1 #x00000000) a!47 a!51))))
      (a!206 (bvslt mss_clamp
                    (bvsub a!101
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!210 (ite (bvslt (ite (bvslt mss_clamp a!209) mss_clamp a!209) a!141)
                  a!141
                  (ite (bvslt mss_clamp a!209) mss_clamp a!209)))
      (a!215 (ite (and (= a!178 #x00000000) (not (bvult a!101 a!101)))
                  (ite (bvult a!101 #x00000228)
                       (ite (bvult a!101 #x00000228) a!101 #x00000228)
                       a!101)
                  a!101))
      (a!216 (ite (= a!101 (ite (= a!101 a!109) a!109 a!101))
                  (ite (= a!101 a!109) a!109 a!101)
                  a!101))
      (a!233 (ite (and (= a!178 #x00000000) (not (bvult a!101 mtu_2)))
                  (ite (bvult mtu_2 #x00000228)
                       (ite (bvult a!101 #x00000228) a!101 #x00000228)
                       mtu_2)
                  a!101))
      (a!335 (ite (= event_2 #x00000000)
                  (ite (= event_1 #x00000000) connect_tcp_probe_interval a!162)
                  a!334))
      (a!338 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (ite timed_2 at_2 (ite timed_1 at_1 connect_tcp_time_stamp))
                  a!169))
      (a!342 (and (and (= a!178 #x00000000) (not (bvult a!101 a!101)))
                  (bvult a!101 #x00000228)))
      (a!345 (and (and (= a!178 #x00000000) (not (bvult a!101 mtu_2)))
                  (bvult mtu_2 #x00000228)))
      (a!362 (bvslt mss_clamp
                    (bvsub a!109
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!500 (ite (= event_2 #x00000001)
                  (ite (= event_1 #x00000000) connect_tcp_base_mss a!310)
                  (ite (= event_2 #x00000002)
                       (ite (= event_1 #x00000000) connect_tcp_base_mss a!310)
                       a!499)))
      (a!516 (ite a!515
                  a!329
                  (ite (and (= sysctl_3 #x00000002) true) value_3 a!329)))
      (a!587 (ite (and (= sysctl_4 #x00000004)
                       (and (bvsle #x00000030 value_4)
                            (bvsle value_4 #x0000ffff)))
                  value_4
                  a!491)))
(let ((a!25 (ite (= a!24 #x00000000)
                 a!16
                 (ite (= a!16 #x00000000) #x00000001 a!16)))
      (a!85 (ite (= event_1 #x00000001)
                 a!68
                 (ite (= event_1 #x00000002)
                      a!68
                      (ite (= event_1 #x00000003) #x00000000 a!84))))
      (a!118 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!53 a!47)))
                  a!32
                  a!117))
      (a!133 (ite (= event_1 #x00000003)
                  (ite (= connect_route_mtu connect_route_mtu)
                       a!123
                       (ite (bvult connect_route_mtu a!123)
                            connect_route_mtu
                            a!123))
                  (ite (= event_1 #x00000004) a!31 a!132)))
      (a!183 (ite a!43
                  (ite (= a!1 #x00000000)
                       a!47
                       (ite (bvslt a!47 a!182) a!47 a!182))
                  a!53))
      (a!204 (ite (= event_1 #x00000002)
                  a!192
                  (ite (= event_1 #x00000003)
                       a!200
                       (ite (= event_1 #x00000004) a!52 a!203))))
      (a!207 (ite a!206
                  mss_clamp
                  (bvsub a!101
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!217 (bvult (ite ipv6 (ite (bvult a!101 a!101) a!101 a!101) a!215)
                    a!216))
      (a!218 (= (ite ipv6 (ite (bvult a!101 a!101) a!101 a!101) a!215)
                (ite ipv6 (ite (bvult a!101 a!101) a!101 a!101) a!215)))
      (a!219 (bvsub (ite ipv6 (ite (bvult a!101 a!101) a!101 a!101) a!215)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!234 (bvult (ite ipv6 (ite (bvult mtu_2 a!101) mtu_2 a!101) a!233)
                    a!109))
      (a!235 (= (ite ipv6 (ite (bvult mtu_2 a!101) mtu_2 a!101) a!233)
                (ite ipv6 (ite (bvult mtu_2 a!101) mtu_2 a!101) a!233)))
      (a!236 (bvsub (ite ipv6 (ite (bvult mtu_2 a!101) mtu_2 a!101) a!233)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!271 (ite (bvult (ite (= a!101 a!216) a!216 a!101)
                         (bvadd mss_clamp
                                #x00000014
                                (ite ipv6 #x00000028 #x00000014)))
                  (ite (= a!101 a!216) a!216 a!101)
                  (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!311 (bvashr (bvsub a!210
                            (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                     #x00000001))
      (a!336 (ite (= HZ #x0000012c)
                  (bvmul a!335 #x0000012c)
                  (ite (= HZ #x000000fa)
                       (bvmul a!335 #x000000fa)
                       (ite (= HZ #x00000064)
                            (bvmul a!335 #x00000064)
                            (bvmul a!335 #x00000064)))))
      (a!339 (ite (= event_2 #x00000002)
                  a!169
                  (ite (= event_2 #x00000003)
                       (ite (= a!12 #x00000000) a!169 a!338)
                       a!169)))
      (a!351 (bvsub (ite (= a!101 a!216) a!216 a!101)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!363 (ite a!362
                  mss_clamp
                  (bvsub a!109
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!501 (ite (= event_2 #x00000000)
                  (ite (= event_1 #x00000000) connect_tcp_base_mss a!310)
                  a!500))
      (a!517 (ite (= event_3 #x00000006)
                  a!329
                  (ite (= event_3 #x00000007)
                       a!329
                       (ite a!487 a!329 (ite a!488 a!329 a!516)))))
      (a!588 (ite (and (= sysctl_4 #x00000005)
                       (and (bvsle #x00000030 value_4)
                            (bvsle value_4 #x0000ffff)))
                  a!491
                  a!587)))
(let ((a!26 (ite (= event_3 #x00000001)
                 a!16
                 (ite (= event_3 #x00000002)
                      a!16
                      (ite (= event_3 #x00000003) a!25 a!16))))
      (a!86 (not (= (ite (= event_1 #x00000000) a!67 a!85) #x00000000)))
      (a!119 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!44))
                  (ite ipv6 a!32 a!118)
                  a!32))
      (a!205 (ite (= event_1 #x00000000)
                  (ite a!28 a!52 (ite a!39 a!183 a!186))
                  (ite (= event_1 #x00000001) a!191 a!204)))
      (a!208 (bvsub (ite (bvslt a!207 a!141) a!141 a!207)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!220 (ite (bvslt (ite (bvslt mss_clamp a!219) mss_clamp a!219) a!141)
                  a!141
                  (ite (bvslt mss_clamp a!219) mss_clamp a!219)))
      (a!224 (bvsub (bvsub (ite (= event_1 #x00000000) a!67 a!85)
                           (bvadd #x00000014 tcp_options))
                    (ite ipv6 #x00000028 #x00000014)))
      (a!237 (ite (bvslt (ite (bvslt mss_clamp a!236) mss_clamp a!236) a!141)
                  a!141
                  (ite (bvslt mss_clamp a!236) mss_clamp a!236)))
      (a!250 (ite (= (ite (= event_1 #x00000000) a!67 a!85) #x00000000)
                  #x00000001
                  (ite (= event_1 #x00000000) a!67 a!85)))
      (a!262 (ite a!217
                  (ite ipv6 (ite (bvult a!101 a!101) a!101 a!101) a!215)
                  a!216))
      (a!266 (ite a!234
                  (ite ipv6 (ite (bvult mtu_2 a!101) mtu_2 a!101) a!233)
                  a!109))
      (a!281 (bvult a!101
                    (bvsub (ite (= event_1 #x00000000) a!67 a!85) #x00000001)))
      (a!312 (ite (bvslt (ite (= event_1 #x00000000) connect_tcp_base_mss a!310)
                         a!311)
                  (ite (= event_1 #x00000000) connect_tcp_base_mss a!310)
                  a!311))
      (a!352 (ite (bvslt (ite (bvslt mss_clamp a!351) mss_clamp a!351) a!141)
                  a!141
                  (ite (bvslt mss_clamp a!351) mss_clamp a!351)))
      (a!364 (bvsub (ite (bvslt a!363 a!141) a!141 a!363)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!365 (bvsub (ite (= event_1 #x00000000) a!67 a!85)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!518 (ite (= event_3 #x00000003)
                  a!329
                  (ite (= event_3 #x00000004)
                       a!329
                       (ite (= event_3 #x00000005) a!329 a!517))))
      (a!589 (ite (= event_4 #x00000005)
                  a!491
                  (ite (= event_4 #x00000006)
                       a!491
                       (ite (= event_4 #x00000007) a!491 a!588)))))
(let ((a!95 (or (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000) a!86 a!94))
      (a!134 (ite (= event_1 #x00000000)
                  (ite a!28 a!31 (ite a!39 (ite a!43 a!110 a!32) a!119))
                  (ite (= event_1 #x00000001)
                       a!120
                       (ite (= event_1 #x00000002) a!122 a!133))))
      (a!211 (bvslt a!208
                    (bvsub a!210
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!221 (bvslt (bvsub a!220
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvsub a!210
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!232 (bvule a!205
                    (bvsub (ite (bvslt a!231 a!141) a!141 a!231)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!238 (bvslt (bvsub a!237
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvsub a!210
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!249 ((_ sign_extend 32)
               (bvadd a!205
                      (bvadd (bvadd #x00000014 tcp_options)
                             (ite ipv6 #x00000028 #x00000014)))))
      (a!253 (ite (= event_2 #x00000002)
                  (ite a!86
                       (bvadd (ite cwnd_set_2 cwnd_2 a!93) #x00000001)
                       (ite cwnd_set_2 cwnd_2 a!93))
                  (ite cwnd_set_2 cwnd_2 a!93)))
      (a!282 (ite a!281
                  a!101
                  (bvsub (ite (= event_1 #x00000000) a!67 a!85) #x00000001)))
      (a!316 (ite (bvslt (ite (bvslt a!312 a!315) a!315 a!312) a!141)
                  a!141
                  (ite (bvslt a!312 a!315) a!315 a!312)))
      (a!366 (ite (bvslt (ite (bvslt mss_clamp a!365) mss_clamp a!365) a!141)
                  a!141
                  (ite (bvslt mss_clamp a!365) mss_clamp a!365)))
      (a!370 (bvslt a!364
                    (bvsub a!210
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!519 (ite (= event_3 #x00000000)
                  a!329
                  (ite (= event_3 #x00000001)
                       a!329
                       (ite (= event_3 #x00000002) a!329 a!518))))
      (a!590 (ite (= event_4 #x00000002)
                  a!491
                  (ite (= event_4 #x00000003)
                       a!491
                       (ite (= event_4 #x00000004) a!491 a!589)))))
(let ((a!135 (ite (= a!101 a!109) a!134 (ite (bvult a!101 a!134) a!101 a!134)))
      (a!212 (ite a!211
                  a!208
                  (bvsub a!210
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!222 (ite a!221
                  (bvsub a!220
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!210
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!239 (ite a!238
                  (bvsub a!237
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!210
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!251 (bvudiv (bvmul ((_ zero_extend 32) (ite cwnd_set_2 cwnd_2 a!93))
                            a!249)
                     ((_ zero_extend 32) a!250)))
      (a!258 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!232))
                  a!101
                  (ite ipv6 (ite (bvult mtu_2 a!101) mtu_2 a!101) a!233)))
      (a!267 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!232)) a!109 a!266))
      (a!283 (ite (= a!101 a!109)
                  (bvsub (ite (= event_1 #x00000000) a!67 a!85) #x00000001)
                  a!282))
      (a!284 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (ite (bvult a!109 a!134) a!109 a!134)
                  (ite (bvult a!109 a!134) a!109 a!134)))
      (a!286 (bvult (ite ipv6 (ite (bvult mtu_2 a!101) mtu_2 a!101) a!233)
                    a!134))
      (a!317 (bvadd a!316
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!346 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!232))
                  a!178
                  (ite ipv6 a!178 (ite a!345 #x00000001 a!178))))
      (a!367 (bvslt a!364
                    (bvsub a!366
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!371 (ite a!370
                  a!364
                  (bvsub a!210
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!591 (bvadd (ite (= event_4 #x00000000)
                         a!491
                         (ite (= event_4 #x00000001) a!491 a!590))
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014)))))
(let ((a!136 (ite (= a!101 (ite (= a!101 a!109) a!109 a!101))
                  a!135
                  (ite (bvult a!101 a!135) a!101 a!135)))
      (a!213 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!208
                  a!212))
      (a!223 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!220
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!222))
      (a!240 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!237
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!239))
      (a!252 (ite a!86
                  (ite (bvult ((_ extract 31 0) a!251) #x00000001)
                       #x00000001
                       ((_ extract 31 0) a!251))
                  (ite cwnd_set_2 cwnd_2 a!93)))
      (a!259 (ite (= event_2 #x00000005)
                  a!101
                  (ite (= event_2 #x00000006)
                       a!258
                       (ite (= event_2 #x00000007) mtu_2 a!101))))
      (a!268 (ite (= event_2 #x00000004)
                  (ite (= a!101 a!109) a!109 a!101)
                  (ite (= event_2 #x00000005)
                       a!109
                       (ite (= event_2 #x00000006) a!267 a!109))))
      (a!285 (ite (bvult a!101 (ite (= a!12 #x00000000) a!134 a!284))
                  a!101
                  (ite (= a!12 #x00000000) a!134 a!284)))
      (a!287 (ite a!286
                  (ite ipv6 (ite (bvult mtu_2 a!101) mtu_2 a!101) a!233)
                  a!134))
      (a!318 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (ite (= event_1 #x00000000) a!143 a!149)
                  a!317))
      (a!347 (ite (= event_2 #x00000005)
                  a!178
                  (ite (= event_2 #x00000006)
                       a!346
                       (ite (= event_2 #x00000007) #x00000000 a!178))))
      (a!368 (ite a!367
                  a!364
                  (bvsub a!366
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!372 (bvslt mss_clamp
                    (bvsub a!317
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!381 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!364
                  a!371)))
(let ((a!137 (bvslt mss_clamp
                    (bvsub a!136
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!150 (bvashr (bvadd a!136 (ite (= event_1 #x00000000) a!143 a!149))
                     #x00000001))
      (a!159 (bvslt (bvsub a!136 (ite (= event_1 #x00000000) a!143 a!149))
                    a!158))
      (a!214 (ite (= a!101 (ite (= a!101 a!109) a!109 a!101))
                  (ite (= a!101 a!109) a!205 a!213)
                  a!213))
      (a!241 (or (bvult (ite a!235 a!240 a!240) a!205)
                 (and a!86 (bvult (ite a!235 a!240 a!240) a!224))))
      (a!260 (ite (= event_2 #x00000002)
                  a!101
                  (ite (= event_2 #x00000003)
                       a!101
                       (ite (= event_2 #x00000004) a!101 a!259))))
      (a!269 (ite (= event_2 #x00000002)
                  (ite a!86 (ite (= a!101 a!109) a!109 a!101) a!109)
                  (ite (= event_2 #x00000003)
                       (ite (= a!101 a!109) a!109 a!101)
                       a!268)))
      (a!272 (bvult (ite ipv6 (ite (bvult a!101 a!101) a!101 a!101) a!215)
                    a!136))
      (a!288 (bvult (ite ipv6 (ite (bvult mtu_2 a!101) mtu_2 a!101) a!233)
                    a!287))
      (a!319 (ite (= a!12 #x00000000)
                  (ite (= event_1 #x00000000) a!143 a!149)
                  a!318))
      (a!348 (ite (= event_2 #x00000002)
                  a!178
                  (ite (= event_2 #x00000003)
                       a!178
                       (ite (= event_2 #x00000004) a!178 a!347))))
      (a!369 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!364
                  a!368))
      (a!373 (ite a!372
                  mss_clamp
                  (bvsub a!317
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!138 (ite a!137
                  mss_clamp
                  (bvsub a!136
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!151 (bvslt mss_clamp
                    (bvsub a!150
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!225 (or (bvult (ite a!218 a!223 a!223) a!214)
                 (and a!86 (bvult (ite a!218 a!223 a!223) a!224))))
      (a!242 (ite a!234
                  (ite (and a!241 (not cwnd_full_2))
                       #x00000000
                       (ite (= event_1 #x00000000) a!67 a!85))
                  (ite (= event_1 #x00000000) a!67 a!85)))
      (a!256 (ite (and ipv6 (or (bvult a!101 #x00000500) (bvule a!214 a!208)))
                  a!101
                  (ite ipv6 (ite (bvult a!101 a!101) a!101 a!101) a!215)))
      (a!263 (ite (and ipv6 (or (bvult a!101 #x00000500) (bvule a!214 a!208)))
                  a!216
                  a!262))
      (a!273 (ite a!272
                  (ite ipv6 (ite (bvult a!101 a!101) a!101 a!101) a!215)
                  a!136))
      (a!289 (ite a!288
                  (ite ipv6 (ite (bvult mtu_2 a!101) mtu_2 a!101) a!233)
                  a!287))
      (a!305 (bvadd (ite (= a!101 a!216) a!214 a!213)
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!320 (ite (= event_2 #x00000002)
                  (ite (= event_1 #x00000000) a!143 a!149)
                  (ite (= event_2 #x00000003)
                       a!319
                       (ite (= event_1 #x00000000) a!143 a!149))))
      (a!343 (ite (and ipv6 (or (bvult a!101 #x00000500) (bvule a!214 a!208)))
                  a!178
                  (ite ipv6 a!178 (ite a!342 #x00000001 a!178))))
      (a!374 (bvsub (ite (bvslt a!373 a!141) a!141 a!373)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!377 (bvslt mss_clamp
                    (bvsub a!319
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!382 (ite a!234
                  (ite (and a!241 (not cwnd_full_2))
                       (ite a!235 (ite a!235 a!240 a!240) a!240)
                       (ite a!235 a!240 a!240))
                  a!205)))
(let ((a!152 (ite a!151
                  mss_clamp
                  (bvsub a!150
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!226 (ite a!217
                  (ite (and a!225 (not false))
                       #x00000000
                       (ite (= event_1 #x00000000) a!67 a!85))
                  (ite (= event_1 #x00000000) a!67 a!85)))
      (a!243 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!232))
                  (ite (= event_1 #x00000000) a!67 a!85)
                  a!242))
      (a!274 (bvult (ite ipv6 (ite (bvult a!101 a!101) a!101 a!101) a!215)
                    a!273))
      (a!290 (bvult (ite ipv6 (ite (bvult mtu_2 a!101) mtu_2 a!101) a!233)
                    (ite a!235 a!287 a!289)))
      (a!321 (ite (= event_2 #x00000001)
                  (ite a!86
                       (ite (= event_1 #x00000000) a!67 a!85)
                       (ite (= event_1 #x00000000) a!143 a!149))
                  a!320))
      (a!353 (bvslt mss_clamp
                    (bvsub a!305
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!359 (ite a!217
                  (ite (and a!225 (not false))
                       (ite a!218 (ite a!218 a!223 a!223) a!223)
                       (ite a!218 a!223 a!223))
                  a!214))
      (a!375 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!364
                  (ite (bvslt a!364 a!374) a!364 a!374)))
      (a!378 (ite a!377
                  mss_clamp
                  (bvsub a!319
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!383 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!232)) a!205 a!382)))
(let ((a!153 (bvsub (ite (bvslt a!152 a!141) a!141 a!152)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!227 (ite (and ipv6 (or (bvult a!101 #x00000500) (bvule a!214 a!208)))
                  (ite (= event_1 #x00000000) a!67 a!85)
                  a!226))
      (a!244 (ite (= event_2 #x00000005)
                  (ite (= event_1 #x00000000) a!67 a!85)
                  (ite (= event_2 #x00000006)
                       a!243
                       (ite (= event_1 #x00000000) a!67 a!85))))
      (a!275 (ite a!274
                  (ite ipv6 (ite (bvult a!101 a!101) a!101 a!101) a!215)
                  a!273))
      (a!291 (ite a!290
                  (ite ipv6 (ite (bvult mtu_2 a!101) mtu_2 a!101) a!233)
                  (ite a!235 a!287 a!289)))
      (a!354 (ite a!353
                  mss_clamp
                  (bvsub a!305
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!360 (ite (and ipv6 (or (bvult a!101 #x00000500) (bvule a!214 a!208)))
                  a!214
                  a!359))
      (a!376 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (ite (= #x00000001 #x00000000) a!364 a!371)
                  a!375))
      (a!379 (bvsub (ite (bvslt a!378 a!141) a!141 a!378)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!384 (ite (= event_2 #x00000004)
                  (ite (= a!101 a!109) a!205 a!213)
                  (ite (= event_2 #x00000005)
                       a!381
                       (ite (= event_2 #x00000006) a!383 a!205)))))
(let ((a!154 (bvslt (bvsub (ite (bvslt a!138 a!141) a!141 a!138)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!153))
      (a!179 (bvadd a!153
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!245 (ite (= event_2 #x00000002)
                  (ite a!86 #x00000000 (ite (= event_1 #x00000000) a!67 a!85))
                  (ite (= event_2 #x00000003)
                       #x00000000
                       (ite (= event_2 #x00000004) #x00000000 a!244))))
      (a!276 (bvult (ite ipv6 (ite (bvult a!101 a!101) a!101 a!101) a!215)
                    (ite a!218 a!273 a!275)))
      (a!292 (ite a!234
                  (ite (and a!241 (not cwnd_full_2))
                       (ite a!235 (ite a!235 a!287 a!289) a!291)
                       (ite a!235 a!287 a!289))
                  a!134))
      (a!355 (bvsub (ite (bvslt a!354 a!141) a!141 a!354)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!380 (ite (= a!101 a!109)
                  (ite (= a!12 #x00000000) a!205 a!376)
                  (ite (= a!14 #x00000000)
                       a!208
                       (ite (bvslt a!208 a!379) a!208 a!379)))))
(let ((a!228 (ite (and (or ipv6 (= a!178 #x00000000)) (bvult a!101 a!179))
                  (ite ipv6 (ite (= event_1 #x00000000) a!67 a!85) a!227)
                  a!179))
      (a!246 (ite (= event_2 #x00000001)
                  (ite a!86 #x00000000 (ite (= event_1 #x00000000) a!67 a!85))
                  a!245))
      (a!248 (ite (and (or ipv6 (= a!178 #x00000000)) (bvult a!101 a!179))
                  (ite cwnd_set_2 cwnd_2 a!93)
                  (bvsub (ite cwnd_set_2 cwnd_2 a!93) #x00000001)))
      (a!257 (ite (and (or ipv6 (= a!178 #x00000000)) (bvult a!101 a!179))
                  (ite ipv6 a!101 a!256)
                  a!101))
      (a!264 (ite (and (or ipv6 (= a!178 #x00000000)) (bvult a!101 a!179))
                  (ite ipv6 a!216 a!263)
                  a!216))
      (a!277 (ite a!276
                  (ite ipv6 (ite (bvult a!101 a!101) a!101 a!101) a!215)
                  (ite a!218 a!273 a!275)))
      (a!293 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!232)) a!134 a!292))
      (a!306 (ite (or a!154 a!159)
                  (ite a!170 a!305 (ite (= event_1 #x00000000) a!143 a!149))
                  (ite (= event_1 #x00000000) a!143 a!149)))
      (a!337 (ite (or a!154 a!159)
                  (ite a!170
                       (ite timed_2
                            at_2
                            (ite timed_1 at_1 connect_tcp_time_stamp))
                       a!169)
                  a!169))
      (a!344 (ite (and (or ipv6 (= a!178 #x00000000)) (bvult a!101 a!179))
                  (ite ipv6 a!178 a!343)
                  a!178))
      (a!356 (bvslt (bvsub a!352
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!355))
      (a!361 (ite (and (or ipv6 (= a!178 #x00000000)) (bvult a!101 a!179))
                  (ite ipv6 a!214 a!360)
                  a!214))
      (a!385 (ite (= event_2 #x00000002)
                  (ite a!86 (ite (= a!101 a!109) a!205 a!213) a!205)
                  (ite (= event_2 #x00000003) a!380 a!384))))
(let ((a!229 (ite (or a!154 a!159)
                  (ite a!170 #x00000000 (ite (= event_1 #x00000000) a!67 a!85))
                  a!228))
      (a!254 (ite (= event_2 #x00000000)
                  (ite a!95
                       (ite cwnd_set_2 cwnd_2 a!93)
                       (ite (or a!154 a!159) (ite cwnd_set_2 cwnd_2 a!93) a!248))
                  (ite (= event_2 #x00000001) a!252 a!253)))
      (a!261 (ite (= event_2 #x00000000)
                  (ite a!95 a!101 (ite (or a!154 a!159) a!101 a!257))
                  (ite (= event_2 #x00000001) a!101 a!260)))
      (a!265 (ite (or a!154 a!159)
                  (ite a!170 (ite (= a!101 a!216) a!216 a!101) a!216)
                  a!264))
      (a!278 (ite a!217
                  (ite (and a!225 (not false))
                       (ite a!218 (ite a!218 a!273 a!275) a!277)
                       (ite a!218 a!273 a!275))
                  a!136))
      (a!294 (ite (= event_2 #x00000004)
                  a!135
                  (ite (= event_2 #x00000005)
                       (ite (bvult a!109 a!134) a!109 a!134)
                       (ite (= event_2 #x00000006) a!293 a!134))))
      (a!322 (ite (= event_2 #x00000000)
                  (ite a!95 (ite (= event_1 #x00000000) a!143 a!149) a!306)
                  a!321))
      (a!340 (bvsub (ite timed_3
                         at_3
                         (ite timed_2
                              at_2
                              (ite timed_1 at_1 connect_tcp_time_stamp)))
                    (ite (= event_2 #x00000000)
                         (ite a!95 a!169 a!337)
                         (ite (= event_2 #x00000001) a!169 a!339))))
      (a!349 (ite (= event_2 #x00000000)
                  (ite a!95 a!178 (ite (or a!154 a!159) a!178 a!344))
                  (ite (= event_2 #x00000001) a!178 a!348)))
      (a!357 (ite a!356
                  (bvsub a!352
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!355)))
(let ((a!247 (ite (= event_2 #x00000000)
                  (ite a!95 (ite (= event_1 #x00000000) a!67 a!85) a!229)
                  a!246))
      (a!255 (not (not (bvult (ite cwnd_set_3 cwnd_3 a!254) #x0000000b))))
      (a!270 (ite (= event_2 #x00000000)
                  (ite a!95 (ite (= a!101 a!109) a!109 a!101) a!265)
                  (ite (= event_2 #x00000001) a!109 a!269)))
      (a!279 (ite (and ipv6 (or (bvult a!101 #x00000500) (bvule a!214 a!208)))
                  a!136
                  a!278))
      (a!295 (ite (= event_2 #x00000003)
                  (ite (= a!101 a!109)
                       (ite (= a!12 #x00000000) a!134 a!284)
                       a!285)
                  a!294))
      (a!341 (bvule (ite (= HZ #x000003e8) (bvmul a!335 #x000003e8) a!336)
                    a!340))
      (a!358 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!352
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!357))
      (a!387 (bvslt mss_clamp
                    (bvsub a!261
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!390 (bvslt mss_clamp
                    (bvsub a!322
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!395 (ite (and (= a!349 #x00000000) (not (bvult a!261 a!261)))
                  (ite (bvult a!261 #x00000228)
                       (ite (bvult a!261 #x00000228) a!261 #x00000228)
                       a!261)
                  a!261))
      (a!414 (ite (and (= a!349 #x00000000) (not (bvult a!261 mtu_3)))
                  (ite (bvult mtu_3 #x00000228)
                       (ite (bvult a!261 #x00000228) a!261 #x00000228)
                       mtu_3)
                  a!261))
      (a!521 (and (and (= a!349 #x00000000) (not (bvult a!261 a!261)))
                  (bvult a!261 #x00000228)))
      (a!526 (and (and (= a!349 #x00000000) (not (bvult a!261 mtu_3)))
                  (bvult mtu_3 #x00000228))))
(let ((a!280 (ite (and (or ipv6 (= a!178 #x00000000)) (bvult a!101 a!179))
                  (ite ipv6 a!136 a!279)
                  a!136))
      (a!296 (ite (= event_2 #x00000001)
                  (ite a!86 (ite (bvult a!109 a!134) a!109 a!134) a!134)
                  (ite (= event_2 #x00000002) (ite a!86 a!283 a!134) a!295)))
      (a!386 (ite (= event_2 #x00000000)
                  (ite a!95
                       (ite (= a!101 a!109) a!205 a!213)
                       (ite (or a!154 a!159) (ite a!170 a!358 a!214) a!361))
                  (ite (= event_2 #x00000001) (ite a!86 a!369 a!205) a!385)))
      (a!388 (ite a!387
                  mss_clamp
                  (bvsub a!261
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!391 (ite a!390
                  mss_clamp
                  (bvsub a!322
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!396 (ite (= a!261 (ite (= a!261 a!270) a!270 a!261))
                  (ite (= a!261 a!270) a!270 a!261)
                  a!261))
      (a!398 (= (ite ipv6 (ite (bvult a!261 a!261) a!261 a!261) a!395)
                (ite ipv6 (ite (bvult a!261 a!261) a!261 a!261) a!395)))
      (a!399 (bvsub (ite ipv6 (ite (bvult a!261 a!261) a!261 a!261) a!395)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!404 (bvsub (bvsub a!247 (bvadd #x00000014 tcp_options))
                    (ite ipv6 #x00000028 #x00000014)))
      (a!415 (bvult (ite ipv6 (ite (bvult mtu_3 a!261) mtu_3 a!261) a!414)
                    a!270))
      (a!416 (= (ite ipv6 (ite (bvult mtu_3 a!261) mtu_3 a!261) a!414)
                (ite ipv6 (ite (bvult mtu_3 a!261) mtu_3 a!261) a!414)))
      (a!417 (bvsub (ite ipv6 (ite (bvult mtu_3 a!261) mtu_3 a!261) a!414)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!435 (ite (= event_3 #x00000002)
                  (ite (not (= a!247 #x00000000))
                       (bvadd (ite cwnd_set_3 cwnd_3 a!254) #x00000001)
                       (ite cwnd_set_3 cwnd_3 a!254))
                  (ite cwnd_set_3 cwnd_3 a!254)))
      (a!468 (ite (= a!261 a!270)
                  (bvsub a!247 #x00000001)
                  (ite (bvult a!261 (bvsub a!247 #x00000001))
                       a!261
                       (bvsub a!247 #x00000001))))
      (a!546 (bvslt mss_clamp
                    (bvsub a!270
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!549 (bvslt mss_clamp
                    (bvsub a!247
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!297 (ite (= event_2 #x00000000)
                  (ite a!95
                       a!135
                       (ite (or a!154 a!159) (ite a!170 a!271 a!136) a!280))
                  a!296))
      (a!389 (bvsub (ite (bvslt a!388 a!304) a!304 a!388)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!392 (bvsub (ite (bvslt a!391 a!304) a!304 a!391)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!397 (bvult (ite ipv6 (ite (bvult a!261 a!261) a!261 a!261) a!395)
                    a!396))
      (a!400 (ite (bvslt (ite (bvslt mss_clamp a!399) mss_clamp a!399) a!304)
                  a!304
                  (ite (bvslt mss_clamp a!399) mss_clamp a!399)))
      (a!413 (bvule a!386
                    (bvsub (ite (bvslt a!412 a!304) a!304 a!412)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!418 (ite (bvslt (ite (bvslt mss_clamp a!417) mss_clamp a!417) a!304)
                  a!304
                  (ite (bvslt mss_clamp a!417) mss_clamp a!417)))
      (a!432 ((_ sign_extend 32)
               (bvadd a!386
                      (bvadd (bvadd #x00000014 tcp_options)
                             (ite ipv6 #x00000028 #x00000014)))))
      (a!451 (ite a!415
                  (ite ipv6 (ite (bvult mtu_3 a!261) mtu_3 a!261) a!414)
                  a!270))
      (a!456 (ite (bvult (ite (= a!261 a!396) a!396 a!261)
                         (bvadd mss_clamp
                                #x00000014
                                (ite ipv6 #x00000028 #x00000014)))
                  (ite (= a!261 a!396) a!396 a!261)
                  (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!533 (bvsub (ite (= a!261 a!396) a!396 a!261)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!547 (ite a!546
                  mss_clamp
                  (bvsub a!270
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!550 (ite a!549
                  mss_clamp
                  (bvsub a!247
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!298 (ite (= a!261 a!270) a!297 (ite (bvult a!261 a!297) a!261 a!297)))
      (a!393 (ite (= a!16 #x00000000)
                  a!389
                  (ite (bvslt a!389 a!392) a!389 a!392)))
      (a!401 (bvslt (bvsub a!400
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!392))
      (a!419 (bvslt (bvsub a!418
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!392))
      (a!433 (bvudiv (bvmul ((_ zero_extend 32) (ite cwnd_set_3 cwnd_3 a!254))
                            a!432)
                     ((_ zero_extend 32)
                       (ite (= a!247 #x00000000) #x00000001 a!247))))
      (a!442 (ite (and ipv6 (or (bvult mtu_3 #x00000500) a!413))
                  a!261
                  (ite ipv6 (ite (bvult mtu_3 a!261) mtu_3 a!261) a!414)))
      (a!446 (ite a!397
                  (ite ipv6 (ite (bvult a!261 a!261) a!261 a!261) a!395)
                  a!396))
      (a!452 (ite (and ipv6 (or (bvult mtu_3 #x00000500) a!413)) a!270 a!451))
      (a!469 (ite (= a!24 #x00000000)
                  a!297
                  (ite (= a!16 #x00000000)
                       (ite (bvult a!270 a!297) a!270 a!297)
                       (ite (bvult a!270 a!297) a!270 a!297))))
      (a!470 (bvult (ite ipv6 (ite (bvult mtu_3 a!261) mtu_3 a!261) a!414)
                    a!297))
      (a!502 (ite (bvslt a!501 (bvashr a!392 #x00000001))
                  a!501
                  (bvashr a!392 #x00000001)))
      (a!527 (ite (and ipv6 (or (bvult mtu_3 #x00000500) a!413))
                  a!349
                  (ite ipv6 a!349 (ite a!526 #x00000001 a!349))))
      (a!534 (ite (bvslt (ite (bvslt mss_clamp a!533) mss_clamp a!533) a!304)
                  a!304
                  (ite (bvslt mss_clamp a!533) mss_clamp a!533)))
      (a!548 (bvsub (ite (bvslt a!547 a!304) a!304 a!547)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!551 (bvsub (ite (bvslt a!550 a!304) a!304 a!550)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!299 (ite (= a!261 (ite (= a!261 a!270) a!270 a!261))
                  a!298
                  (ite (bvult a!261 a!298) a!261 a!298)))
      (a!394 (ite (= a!261 (ite (= a!261 a!270) a!270 a!261))
                  (ite (= a!261 a!270) a!386 a!393)
                  a!393))
      (a!402 (ite a!401
                  (bvsub a!400
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!392))
      (a!420 (ite a!419
                  (bvsub a!418
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!392))
      (a!434 (ite (not (= a!247 #x00000000))
                  (ite (bvult ((_ extract 31 0) a!433) #x00000001)
                       #x00000001
                       ((_ extract 31 0) a!433))
                  (ite cwnd_set_3 cwnd_3 a!254)))
      (a!443 (ite (= event_3 #x00000005)
                  a!261
                  (ite (= event_3 #x00000006)
                       a!442
                       (ite (= event_3 #x00000007) mtu_3 a!261))))
      (a!453 (ite (= event_3 #x00000004)
                  (ite (= a!261 a!270) a!270 a!261)
                  (ite (= event_3 #x00000005)
                       a!270
                       (ite (= event_3 #x00000006) a!452 a!270))))
      (a!471 (ite a!470
                  (ite ipv6 (ite (bvult mtu_3 a!261) mtu_3 a!261) a!414)
                  a!297))
      (a!506 (ite (bvslt (ite (bvslt a!502 a!505) a!505 a!502) a!304)
                  a!304
                  (ite (bvslt a!502 a!505) a!505 a!502)))
      (a!528 (ite (= event_3 #x00000005)
                  a!349
                  (ite (= event_3 #x00000006)
                       a!527
                       (ite (= event_3 #x00000007) #x00000000 a!349))))
      (a!552 (ite (not (= a!247 #x00000000))
                  (ite (= a!16 #x00000000)
                       a!548
                       (ite (bvslt a!548 a!551) a!548 a!551))
                  a!386)))
(let ((a!300 (bvslt mss_clamp
                    (bvsub a!299
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!323 (bvsub (bvashr (bvadd a!299 a!322) #x00000001)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!403 (ite (= a!16 #x00000000)
                  (bvsub a!400
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!402))
      (a!421 (ite (= a!16 #x00000000)
                  (bvsub a!418
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!420))
      (a!438 (ite (and ipv6 (or (bvult a!261 #x00000500) (bvule a!394 a!389)))
                  a!261
                  (ite ipv6 (ite (bvult a!261 a!261) a!261 a!261) a!395)))
      (a!444 (ite (= event_3 #x00000002)
                  a!261
                  (ite (= event_3 #x00000003)
                       a!261
                       (ite (= event_3 #x00000004) a!261 a!443))))
      (a!447 (ite (and ipv6 (or (bvult a!261 #x00000500) (bvule a!394 a!389)))
                  a!396
                  a!446))
      (a!454 (ite (= event_3 #x00000002)
                  (ite (not (= a!247 #x00000000))
                       (ite (= a!261 a!270) a!270 a!261)
                       a!270)
                  (ite (= event_3 #x00000003)
                       (ite (= a!261 a!270) a!270 a!261)
                       a!453)))
      (a!457 (bvult (ite ipv6 (ite (bvult a!261 a!261) a!261 a!261) a!395)
                    a!299))
      (a!472 (bvult (ite ipv6 (ite (bvult mtu_3 a!261) mtu_3 a!261) a!414)
                    a!471))
      (a!492 (bvadd (ite (= a!261 a!396) a!394 a!393)
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!507 (bvadd a!506
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!522 (ite (and ipv6 (or (bvult a!261 #x00000500) (bvule a!394 a!389)))
                  a!349
                  (ite ipv6 a!349 (ite a!521 #x00000001 a!349))))
      (a!529 (ite (= event_3 #x00000002)
                  a!349
                  (ite (= event_3 #x00000003)
                       a!349
                       (ite (= event_3 #x00000004) a!349 a!528)))))
(let ((a!301 (ite a!300
                  mss_clamp
                  (bvsub a!299
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!324 (ite (bvslt (ite (bvslt mss_clamp a!323) mss_clamp a!323) a!304)
                  a!304
                  (ite (bvslt mss_clamp a!323) mss_clamp a!323)))
      (a!405 (or (bvult (ite a!398 a!403 a!403) a!394)
                 (and (not (= a!247 #x00000000))
                      (bvult (ite a!398 a!403 a!403) a!404))))
      (a!422 (or (bvult (ite a!416 a!421 a!421) a!386)
                 (and (not (= a!247 #x00000000))
                      (bvult (ite a!416 a!421 a!421) a!404))))
      (a!458 (ite a!457
                  (ite ipv6 (ite (bvult a!261 a!261) a!261 a!261) a!395)
                  a!299))
      (a!473 (ite a!472
                  (ite ipv6 (ite (bvult mtu_3 a!261) mtu_3 a!261) a!414)
                  a!471))
      (a!508 (ite (= a!24 #x00000000)
                  a!322
                  (ite (= a!16 #x00000000) a!322 a!507)))
      (a!535 (bvslt mss_clamp
                    (bvsub a!492
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!553 (bvslt mss_clamp
                    (bvsub a!507
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!325 (bvslt (bvsub (ite (bvslt a!301 a!304) a!304 a!301)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvsub a!324
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!350 (bvadd (bvsub a!324
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!406 (ite a!397 (ite (and a!405 (not false)) #x00000000 a!247) a!247))
      (a!423 (ite a!415
                  (ite (and a!422 (not cwnd_full_3)) #x00000000 a!247)
                  a!247))
      (a!459 (bvult (ite ipv6 (ite (bvult a!261 a!261) a!261 a!261) a!395)
                    a!458))
      (a!474 (bvult (ite ipv6 (ite (bvult mtu_3 a!261) mtu_3 a!261) a!414)
                    (ite a!416 a!471 a!473)))
      (a!509 (ite (= event_3 #x00000001)
                  (ite (not (= a!247 #x00000000)) a!247 a!322)
                  (ite (= event_3 #x00000002)
                       a!322
                       (ite (= event_3 #x00000003) a!508 a!322))))
      (a!536 (ite a!535
                  mss_clamp
                  (bvsub a!492
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!541 (ite a!397
                  (ite (and a!405 (not false))
                       (ite a!398 (ite a!398 a!403 a!403) a!403)
                       (ite a!398 a!403 a!403))
                  a!394))
      (a!554 (ite a!553
                  mss_clamp
                  (bvsub a!507
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!557 (bvslt mss_clamp
                    (bvsub a!508
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!561 (ite a!415
                  (ite (and a!422 (not cwnd_full_3))
                       (ite a!416 (ite a!416 a!421 a!421) a!421)
                       (ite a!416 a!421 a!421))
                  a!386)))
(let ((a!407 (ite (and ipv6 (or (bvult a!261 #x00000500) (bvule a!394 a!389)))
                  a!247
                  a!406))
      (a!424 (ite (and ipv6 (or (bvult mtu_3 #x00000500) a!413)) a!247 a!423))
      (a!429 (ite (and (or ipv6 (= a!349 #x00000000)) (bvult a!261 a!350))
                  (ite cwnd_set_3 cwnd_3 a!254)
                  (bvsub (ite cwnd_set_3 cwnd_3 a!254) #x00000001)))
      (a!439 (ite (and (or ipv6 (= a!349 #x00000000)) (bvult a!261 a!350))
                  (ite ipv6 a!261 a!438)
                  a!261))
      (a!448 (ite (and (or ipv6 (= a!349 #x00000000)) (bvult a!261 a!350))
                  (ite ipv6 a!396 a!447)
                  a!396))
      (a!460 (ite a!459
                  (ite ipv6 (ite (bvult a!261 a!261) a!261 a!261) a!395)
                  a!458))
      (a!475 (ite a!474
                  (ite ipv6 (ite (bvult mtu_3 a!261) mtu_3 a!261) a!414)
                  (ite a!416 a!471 a!473)))
      (a!493 (ite (or a!325 (bvslt (bvsub a!299 a!322) a!329))
                  (ite a!341 a!492 a!322)
                  a!322))
      (a!523 (ite (and (or ipv6 (= a!349 #x00000000)) (bvult a!261 a!350))
                  (ite ipv6 a!349 a!522)
                  a!349))
      (a!537 (bvsub (ite (bvslt a!536 a!304) a!304 a!536)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!542 (ite (and ipv6 (or (bvult a!261 #x00000500) (bvule a!394 a!389)))
                  a!394
                  a!541))
      (a!555 (bvsub (ite (bvslt a!554 a!304) a!304 a!554)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!558 (ite a!557
                  mss_clamp
                  (bvsub a!508
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!562 (ite (and ipv6 (or (bvult mtu_3 #x00000500) a!413)) a!386 a!561)))
(let ((a!408 (ite (and (or ipv6 (= a!349 #x00000000)) (bvult a!261 a!350))
                  (ite ipv6 a!247 a!407)
                  a!350))
      (a!425 (ite (= event_3 #x00000004)
                  #x00000000
                  (ite (= event_3 #x00000005)
                       a!247
                       (ite (= event_3 #x00000006) a!424 a!247))))
      (a!430 (ite (or a!325 (bvslt (bvsub a!299 a!322) a!329))
                  (ite cwnd_set_3 cwnd_3 a!254)
                  a!429))
      (a!440 (ite (or a!325 (bvslt (bvsub a!299 a!322) a!329)) a!261 a!439))
      (a!449 (ite (or a!325 (bvslt (bvsub a!299 a!322) a!329))
                  (ite a!341 (ite (= a!261 a!396) a!396 a!261) a!396)
                  a!448))
      (a!461 (bvult (ite ipv6 (ite (bvult a!261 a!261) a!261 a!261) a!395)
                    (ite a!398 a!458 a!460)))
      (a!476 (ite a!415
                  (ite (and a!422 (not cwnd_full_3))
                       (ite a!416 (ite a!416 a!471 a!473) a!475)
                       (ite a!416 a!471 a!473))
                  a!297))
      (a!494 (ite (or (= a!16 #x00000000) (not (= a!247 #x00000000)) a!255)
                  a!322
                  a!493))
      (a!524 (ite (or a!325 (bvslt (bvsub a!299 a!322) a!329)) a!349 a!523))
      (a!538 (bvslt (bvsub a!534
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!537))
      (a!543 (ite (and (or ipv6 (= a!349 #x00000000)) (bvult a!261 a!350))
                  (ite ipv6 a!394 a!542)
                  a!394))
      (a!556 (ite (= a!16 #x00000000)
                  (ite (= #x00000001 #x00000000)
                       a!548
                       (ite (bvslt a!548 a!392) a!548 a!392))
                  (ite (= a!16 #x00000000)
                       a!548
                       (ite (bvslt a!548 a!555) a!548 a!555))))
      (a!559 (bvsub (ite (bvslt a!558 a!304) a!304 a!558)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!563 (ite (= event_3 #x00000005)
                  (ite (= a!16 #x00000000)
                       a!548
                       (ite (bvslt a!548 a!392) a!548 a!392))
                  (ite (= event_3 #x00000006) a!562 a!386))))
(let ((a!409 (ite (or a!325 (bvslt (bvsub a!299 a!322) a!329))
                  (ite a!341 #x00000000 a!247)
                  a!408))
      (a!426 (ite (= event_3 #x00000002)
                  (ite (not (= a!247 #x00000000)) #x00000000 a!247)
                  (ite (= event_3 #x00000003) #x00000000 a!425)))
      (a!431 (ite (or (= a!16 #x00000000) (not (= a!247 #x00000000)) a!255)
                  (ite cwnd_set_3 cwnd_3 a!254)
                  a!430))
      (a!441 (ite (or (= a!16 #x00000000) (not (= a!247 #x00000000)) a!255)
                  a!261
                  a!440))
      (a!450 (ite (or (= a!16 #x00000000) (not (= a!247 #x00000000)) a!255)
                  (ite (= a!261 a!270) a!270 a!261)
                  a!449))
      (a!462 (ite a!461
                  (ite ipv6 (ite (bvult a!261 a!261) a!261 a!261) a!395)
                  (ite a!398 a!458 a!460)))
      (a!477 (ite (and ipv6 (or (bvult mtu_3 #x00000500) a!413)) a!297 a!476))
      (a!525 (ite (or (= a!16 #x00000000) (not (= a!247 #x00000000)) a!255)
                  a!349
                  a!524))
      (a!539 (ite a!538
                  (bvsub a!534
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!537))
      (a!560 (ite (= a!261 a!270)
                  (ite (= a!24 #x00000000) a!386 a!556)
                  (ite (= a!25 #x00000000)
                       a!389
                       (ite (bvslt a!389 a!559) a!389 a!559))))
      (a!575 (bvsub (ite (= event_3 #x00000000) a!494 a!509)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!410 (ite (or (= a!16 #x00000000) (not (= a!247 #x00000000)) a!255)
                  a!247
                  a!409))
      (a!427 (ite (= event_3 #x00000001)
                  (ite (not (= a!247 #x00000000)) #x00000000 a!247)
                  a!426))
      (a!436 (ite cwnd_set_4
                  cwnd_4
                  (ite (= event_3 #x00000000)
                       a!431
                       (ite (= event_3 #x00000001) a!434 a!435))))
      (a!445 (ite (= event_3 #x00000000)
                  a!441
                  (ite (= event_3 #x00000001) a!261 a!444)))
      (a!455 (ite (= event_3 #x00000000)
                  a!450
                  (ite (= event_3 #x00000001) a!270 a!454)))
      (a!463 (ite a!397
                  (ite (and a!405 (not false))
                       (ite a!398 (ite a!398 a!458 a!460) a!462)
                       (ite a!398 a!458 a!460))
                  a!299))
      (a!478 (ite (= event_3 #x00000004)
                  a!298
                  (ite (= event_3 #x00000005)
                       (ite (bvult a!270 a!297) a!270 a!297)
                       (ite (= event_3 #x00000006) a!477 a!297))))
      (a!530 (= (ite (= event_3 #x00000000)
                     a!525
                     (ite (= event_3 #x00000001) a!349 a!529))
                #x00000000))
      (a!540 (ite (= a!16 #x00000000)
                  (bvsub a!534
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!539))
      (a!564 (ite (= event_3 #x00000003)
                  a!560
                  (ite (= event_3 #x00000004)
                       (ite (= a!261 a!270) a!386 a!393)
                       a!563)))
      (a!576 (ite (bvslt (ite (bvslt mss_clamp a!575) mss_clamp a!575) a!491)
                  a!491
                  (ite (bvslt mss_clamp a!575) mss_clamp a!575))))
(let ((a!428 (not (= (ite (= event_3 #x00000000) a!410 a!427) #x00000000)))
      (a!464 (ite (and ipv6 (or (bvult a!261 #x00000500) (bvule a!394 a!389)))
                  a!299
                  a!463))
      (a!479 (ite (= event_3 #x00000003)
                  (ite (= a!261 a!270)
                       a!469
                       (ite (bvult a!261 a!469) a!261 a!469))
                  a!478))
      (a!544 (ite (or a!325 (bvslt (bvsub a!299 a!322) a!329))
                  (ite a!341 a!540 a!394)
                  a!543))
      (a!565 (ite (= event_3 #x00000002)
                  (ite (not (= a!247 #x00000000))
                       (ite (= a!261 a!270) a!386 a!393)
                       a!386)
                  a!564))
      (a!570 (ite (and a!530 (not (bvult a!445 mtu_4)))
                  (ite (bvult mtu_4 #x00000228)
                       (ite (bvult a!445 #x00000228) a!445 #x00000228)
                       mtu_4)
                  a!445))
      (a!580 (bvsub (bvsub (ite (= event_3 #x00000000) a!410 a!427)
                           (bvadd #x00000014 tcp_options))
                    (ite ipv6 #x00000028 #x00000014)))
      (a!592 (bvslt mss_clamp
                    (bvsub a!445
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!599 (ite (and a!530 (not (bvult a!445 a!445)))
                  (ite (bvult a!445 #x00000228)
                       (ite (bvult a!445 #x00000228) a!445 #x00000228)
                       a!445)
                  a!445)))
(let ((a!437 (or (= (ite (= event_3 #x00000000) a!16 a!26) #x00000000)
                 a!428
                 (not (not (bvult a!436 #x0000000b)))))
      (a!465 (ite (and (or ipv6 (= a!349 #x00000000)) (bvult a!261 a!350))
                  (ite ipv6 a!299 a!464)
                  a!299))
      (a!480 (ite (= event_3 #x00000002)
                  (ite (not (= a!247 #x00000000)) a!468 a!297)
                  a!479))
      (a!545 (ite (or (= a!16 #x00000000) (not (= a!247 #x00000000)) a!255)
                  (ite (= a!261 a!270) a!386 a!393)
                  a!544))
      (a!571 (bvult (ite ipv6 (ite (bvult mtu_4 a!445) mtu_4 a!445) a!570)
                    a!455))
      (a!572 (= (ite ipv6 (ite (bvult mtu_4 a!445) mtu_4 a!445) a!570)
                (ite ipv6 (ite (bvult mtu_4 a!445) mtu_4 a!445) a!570)))
      (a!573 (bvsub (ite ipv6 (ite (bvult mtu_4 a!445) mtu_4 a!445) a!570)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!593 (ite a!592
                  mss_clamp
                  (bvsub a!445
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!466 (ite (or a!325 (bvslt (bvsub a!299 a!322) a!329))
                  (ite a!341 a!456 a!299)
                  a!465))
      (a!481 (ite (= event_3 #x00000001)
                  (ite (not (= a!247 #x00000000))
                       (ite (bvult a!270 a!297) a!270 a!297)
                       a!297)
                  a!480))
      (a!566 (ite (= event_3 #x00000000)
                  a!545
                  (ite (= event_3 #x00000001) a!552 a!565)))
      (a!574 (ite (bvslt (ite (bvslt mss_clamp a!573) mss_clamp a!573) a!491)
                  a!491
                  (ite (bvslt mss_clamp a!573) mss_clamp a!573)))
      (a!594 (bvsub (ite (bvslt a!593 a!491) a!491 a!593)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!467 (ite (or (= a!16 #x00000000) (not (= a!247 #x00000000)) a!255)
                  a!298
                  a!466))
      (a!569 (bvule a!566
                    (bvsub (ite (bvslt a!568 a!491) a!491 a!568)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!577 (bvslt (bvsub a!574
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvsub a!576
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!595 (bvslt a!594
                    (bvsub a!576
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!482 (ite (bvult a!445 (ite (= event_3 #x00000000) a!467 a!481))
                  a!445
                  (ite (= event_3 #x00000000) a!467 a!481)))
      (a!578 (ite a!577
                  (bvsub a!574
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!576
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!596 (ite a!595
                  a!594
                  (bvsub a!576
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!602 (ite (and ipv6 (or (bvult mtu_4 #x00000500) a!569))
                  a!445
                  (ite ipv6 (ite (bvult mtu_4 a!445) mtu_4 a!445) a!570))))
(let ((a!483 (ite (= a!445 a!455)
                  (ite (= event_3 #x00000000) a!467 a!481)
                  a!482))
      (a!579 (ite (= (ite (= event_3 #x00000000) a!16 a!26) #x00000000)
                  (bvsub a!574
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!578))
      (a!597 (ite (= (ite (= event_3 #x00000000) a!16 a!26) #x00000000)
                  a!594
                  a!596))
      (a!603 (ite (= event_4 #x00000005)
                  a!445
                  (ite (= event_4 #x00000006)
                       a!602
                       (ite (= event_4 #x00000007) mtu_4 a!445)))))
(let ((a!484 (ite (= a!445 (ite (= a!445 a!455) a!455 a!445))
                  a!483
                  (ite (bvult a!445 a!483) a!445 a!483)))
      (a!581 (or (bvult (ite a!572 a!579 a!579) a!566)
                 (and a!428 (bvult (ite a!572 a!579 a!579) a!580))))
      (a!598 (ite (= a!445 (ite (= a!445 a!455) a!455 a!445))
                  (ite (= a!445 a!455) a!566 a!597)
                  a!597))
      (a!604 (ite (= event_4 #x00000002)
                  a!445
                  (ite (= event_4 #x00000003)
                       a!445
                       (ite (= event_4 #x00000004) a!445 a!603)))))
(let ((a!485 (bvslt mss_clamp
                    (bvsub a!484
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!510 (bvashr (bvadd a!484 (ite (= event_3 #x00000000) a!494 a!509))
                     #x00000001))
      (a!520 (bvslt (bvsub a!484 (ite (= event_3 #x00000000) a!494 a!509))
                    a!519))
      (a!582 (ite a!571 (ite (and a!581 (not cwnd_full_4)) false false) false))
      (a!600 (ite (and ipv6 (or (bvult a!445 #x00000500) (bvule a!598 a!594)))
                  a!445
                  (ite ipv6 (ite (bvult a!445 a!445) a!445 a!445) a!599))))
(let ((a!486 (ite a!485
                  mss_clamp
                  (bvsub a!484
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!511 (bvslt mss_clamp
                    (bvsub a!510
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!583 (ite (and ipv6 (or (bvult mtu_4 #x00000500) a!569)) false a!582)))
(let ((a!512 (ite a!511
                  mss_clamp
                  (bvsub a!510
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!584 (ite (= event_4 #x00000005)
                  false
                  (ite (= event_4 #x00000006)
                       a!583
                       (ite (= event_4 #x00000007) false false)))))
(let ((a!513 (bvsub (ite (bvslt a!512 a!491) a!491 a!512)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!585 (ite (= event_4 #x00000002)
                  false
                  (ite (= event_4 #x00000003)
                       false
                       (ite (= event_4 #x00000004) false a!584)))))
(let ((a!514 (bvslt (bvsub (ite (bvslt a!486 a!491) a!491 a!486)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!513))
      (a!531 (bvult a!445
                    (bvadd a!513
                           (bvadd (bvadd #x00000014 tcp_options)
                                  (ite ipv6 #x00000028 #x00000014))))))
(let ((a!532 (ite (or a!514 a!520)
                  false
                  (ite (and (or ipv6 a!530) a!531) true false)))
      (a!601 (ite (or a!514 a!520)
                  a!445
                  (ite (and (or ipv6 a!530) a!531) (ite ipv6 a!445 a!600) a!445))))
(let ((a!586 (not (ite (= event_4 #x00000000)
                       (ite a!437 false a!532)
                       (ite (= event_4 #x00000001) false a!585))))
      (a!605 (bvule a!591
                    (ite (= event_4 #x00000000)
                         (ite a!437 a!445 a!601)
                         (ite (= event_4 #x00000001) a!445 a!604)))))
  (not (or a!586 (not a!605)))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
