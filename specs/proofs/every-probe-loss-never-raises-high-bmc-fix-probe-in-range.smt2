; every-probe-loss-never-raises-high-bmc-fix-probe-in-range
; expected: sat
; claim: sat: a run of 3 events from connect breaks probe lost => search_high' <= search_high
(set-logic QF_BV)
(declare-fun sysctl_3 () (_ BitVec 32))
(declare-fun event_3 () (_ BitVec 32))
(declare-fun mtu_3 () (_ BitVec 32))
(declare-fun ipv6 () Bool)
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
(declare-fun cwnd_full_3 () Bool)
(declare-fun value_2 () (_ BitVec 32))
(declare-fun at_3 () (_ BitVec 32))
(declare-fun timed_3 () Bool)
(declare-fun cwnd_3 () (_ BitVec 32))
(declare-fun cwnd_set_3 () Bool)
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
               (bvule mtu_3 #x0000ffff))))
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
           (= sysctl_3 #x00000005)))))
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
      (a!17 (not (not (bvult (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                             #x0000000b))))
      (a!19 (ite passive_open
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!22 (bvadd connect_tcp_base_mss
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!27 (ite (= HZ #x0000012c)
                 (bvmul connect_tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul connect_tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)))))
      (a!28 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 #x00000000
                 connect_tcp_time_stamp))
      (a!31 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!34 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!48 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu))
      (a!56 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!62 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!63 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!66 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu mtu_1)))
                 (ite (bvult mtu_1 #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      mtu_1)
                 connect_route_mtu))
      (a!82 ((_ zero_extend 32)
              (ite (= (ite passive_open #x00000000 #x00000000) #x00000000)
                   #x00000001
                   (ite passive_open #x00000000 #x00000000))))
      (a!85 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvadd (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!114 (ite (bvult connect_route_mtu
                         (bvsub (ite passive_open #x00000000 #x00000000)
                                #x00000001))
                  connect_route_mtu
                  (bvsub (ite passive_open #x00000000 #x00000000) #x00000001)))
      (a!161 (and (and (= #x00000000 #x00000000)
                       (not (bvult connect_route_mtu connect_route_mtu)))
                  (bvult connect_route_mtu #x00000228)))
      (a!164 (and (and (= #x00000000 #x00000000)
                       (not (bvult connect_route_mtu mtu_1)))
                  (bvult mtu_1 #x00000228)))
      (a!172 (bvsub (ite passive_open #x00000000 #x00000000)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!214 (bvslt mss_clamp
                    (bvsub mtu_2
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!285 (ite (and (= sysctl_1 #x00000002) true)
                  connect_tcp_base_mss
                  (ite (and (= sysctl_1 #x00000001) true)
                       value_1
                       connect_tcp_base_mss)))
      (a!300 (and (= sysctl_2 #x00000005)
                  (and (bvsle #x00000030 value_2) (bvsle value_2 #x0000ffff))))
      (a!301 (and (= sysctl_2 #x00000004)
                  (and (bvsle #x00000030 value_2) (bvsle value_2 #x0000ffff))))
      (a!397 (bvslt mss_clamp
                    (bvsub mtu_3
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite (= connect_tcp_mtu_probing #x00000000)
                a!1
                (ite (= a!1 #x00000000) #x00000001 a!1)))
      (a!7 (and (= sysctl_1 #x00000003)
                (bvsle #x00000000 value_1)
                (bvsle value_1 (ite (= HZ #x000003e8) #x00418937 a!6))))
      (a!18 (or (= a!1 #x00000000)
                (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                a!17))
      (a!20 (ite (= connect_route_mtu connect_route_mtu)
                 a!19
                 (ite (bvult connect_route_mtu a!19) connect_route_mtu a!19)))
      (a!29 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!28
                 connect_tcp_time_stamp))
      (a!32 (ite a!31
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!35 (ite a!34
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!37 (bvslt mss_clamp
                   (bvsub a!22
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!42 (bvsub (ite passive_open a!22 a!22)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!49 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!48)
                   connect_route_mtu))
      (a!50 (= (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!48)
               (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!48)))
      (a!51 (bvsub (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!48)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!64 (ite a!63
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!67 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!66)
                   connect_route_mtu))
      (a!68 (= (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!66)
               (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!66)))
      (a!69 (bvsub (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!66)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!113 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (bvult connect_route_mtu a!19) connect_route_mtu a!19)
                  a!19))
      (a!115 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= connect_route_mtu connect_route_mtu)
                       (bvsub (ite passive_open #x00000000 #x00000000)
                              #x00000001)
                       a!114)
                  a!19))
      (a!116 (ite (= connect_tcp_mtu_probing #x00000000)
                  a!19
                  (ite (= a!1 #x00000000)
                       (ite (bvult connect_route_mtu a!19)
                            connect_route_mtu
                            a!19)
                       (ite (bvult connect_route_mtu a!19)
                            connect_route_mtu
                            a!19))))
      (a!117 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!66)
                    a!19))
      (a!132 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite passive_open #x00000000 #x00000000)
                  (ite passive_open a!22 a!22)))
      (a!140 (ite (= event_1 #x00000006)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000007)
                       connect_tcp_min_snd_mss
                       (ite a!4
                            connect_tcp_min_snd_mss
                            (ite a!5 value_1 connect_tcp_min_snd_mss)))))
      (a!173 (ite (bvslt (ite (bvslt mss_clamp a!172) mss_clamp a!172)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!172) mss_clamp a!172)))
      (a!215 (ite a!214
                  mss_clamp
                  (bvsub mtu_2
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!290 (ite (= event_1 #x00000005)
                  connect_tcp_mtu_probe_floor
                  (ite (= event_1 #x00000006)
                       connect_tcp_mtu_probe_floor
                       (ite (= event_1 #x00000007)
                            connect_tcp_mtu_probe_floor
                            (ite a!4 value_1 connect_tcp_mtu_probe_floor)))))
      (a!307 (and (= sysctl_2 #x00000003)
                  (bvsle #x00000000 value_2)
                  (bvsle value_2 (ite (= HZ #x000003e8) #x00418937 a!6))))
      (a!398 (ite a!397
                  mss_clamp
                  (bvsub mtu_3
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
      (a!21 (ite (= connect_route_mtu connect_route_mtu)
                 a!20
                 (ite (bvult connect_route_mtu a!20) connect_route_mtu a!20)))
      (a!30 (bvule (ite (= HZ #x000003e8)
                        (bvmul connect_tcp_probe_interval #x000003e8)
                        a!27)
                   (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                          (ite passive_open a!28 a!29))))
      (a!33 (bvsub (ite (bvslt a!32 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!32)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!36 (bvsub (ite (bvslt a!35 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!35)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!38 (ite a!37
                 mss_clamp
                 (bvsub a!22
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!43 (ite (bvslt (ite (bvslt mss_clamp a!42) mss_clamp a!42)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!42) mss_clamp a!42)))
      (a!52 (ite (bvslt (ite (bvslt mss_clamp a!51) mss_clamp a!51)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!51) mss_clamp a!51)))
      (a!70 (ite (bvslt (ite (bvslt mss_clamp a!69) mss_clamp a!69)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!69) mss_clamp a!69)))
      (a!95 (ite a!49
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!48)
                 connect_route_mtu))
      (a!98 (ite a!67
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!66)
                 connect_route_mtu))
      (a!118 (ite a!117
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!66)
                  a!19))
      (a!141 (ite (= event_1 #x00000003)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000004)
                       connect_tcp_min_snd_mss
                       (ite (= event_1 #x00000005)
                            connect_tcp_min_snd_mss
                            a!140))))
      (a!145 (ite a!7
                  connect_tcp_probe_threshold
                  (ite (and (= sysctl_1 #x00000002) true)
                       value_1
                       connect_tcp_probe_threshold)))
      (a!150 (ite (= event_1 #x00000007)
                  connect_tcp_probe_interval
                  (ite a!4
                       connect_tcp_probe_interval
                       (ite a!5
                            connect_tcp_probe_interval
                            (ite a!7 value_1 connect_tcp_probe_interval)))))
      (a!158 (ite (= event_1 #x00000003)
                  (ite (= connect_tcp_mtu_probing #x00000000)
                       (ite passive_open a!28 a!29)
                       (ite (= a!1 #x00000000)
                            (ite timed_1 at_1 connect_tcp_time_stamp)
                            (ite passive_open a!28 a!29)))
                  (ite passive_open a!28 a!29)))
      (a!286 (ite (= event_1 #x00000007)
                  connect_tcp_base_mss
                  (ite a!4
                       connect_tcp_base_mss
                       (ite a!5
                            connect_tcp_base_mss
                            (ite a!7 connect_tcp_base_mss a!285)))))
      (a!291 (ite (= event_1 #x00000002)
                  connect_tcp_mtu_probe_floor
                  (ite (= event_1 #x00000003)
                       connect_tcp_mtu_probe_floor
                       (ite (= event_1 #x00000004)
                            connect_tcp_mtu_probe_floor
                            a!290)))))
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
      (a!23 (bvsub (bvashr (bvadd a!21 (ite passive_open a!22 a!22)) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!39 (bvsub (ite (bvslt a!38 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!38)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!44 (bvslt a!33
                   (bvsub a!43
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!53 (bvslt (bvsub a!52
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!43
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!71 (bvslt (bvsub a!70
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!43
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!103 (bvult (ite ipv6
                         (ite (bvult connect_route_mtu connect_route_mtu)
                              connect_route_mtu
                              connect_route_mtu)
                         a!48)
                    a!21))
      (a!119 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!66)
                    a!118))
      (a!133 (bvashr (bvsub a!43
                            (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                     #x00000001))
      (a!142 (ite (= event_1 #x00000000)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000001)
                       connect_tcp_min_snd_mss
                       (ite (= event_1 #x00000002)
                            connect_tcp_min_snd_mss
                            a!141))))
      (a!146 (ite (= event_1 #x00000006)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000007)
                       connect_tcp_probe_threshold
                       (ite a!4
                            connect_tcp_probe_threshold
                            (ite a!5 connect_tcp_probe_threshold a!145)))))
      (a!151 (ite (= event_1 #x00000004)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000005)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000006)
                            connect_tcp_probe_interval
                            a!150))))
      (a!174 (bvslt a!33
                    (bvsub a!173
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!287 (ite (= event_1 #x00000004)
                  connect_tcp_base_mss
                  (ite (= event_1 #x00000005)
                       connect_tcp_base_mss
                       (ite (= event_1 #x00000006) connect_tcp_base_mss a!286))))
      (a!292 (ite (= event_1 #x00000000)
                  connect_tcp_mtu_probe_floor
                  (ite (= event_1 #x00000001) connect_tcp_mtu_probe_floor a!291))))
(let ((a!11 (ite (= event_1 #x00000003)
                 connect_tcp_mtu_probing
                 (ite (= event_1 #x00000004)
                      connect_tcp_mtu_probing
                      (ite (= event_1 #x00000005) connect_tcp_mtu_probing a!10))))
      (a!24 (ite (bvslt (ite (bvslt mss_clamp a!23) mss_clamp a!23)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!23) mss_clamp a!23)))
      (a!40 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!33
                 (ite (bvslt a!33 a!39) a!33 a!39)))
      (a!45 (ite a!44
                 a!33
                 (bvsub a!43 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!54 (ite a!53
                 (bvsub a!52 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!43 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!72 (ite a!71
                 (bvsub a!70 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!43 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!104 (ite a!103
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!48)
                  a!21))
      (a!120 (ite a!119
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!66)
                  a!118))
      (a!134 (ite (bvslt (ite (bvslt connect_tcp_base_mss a!133)
                              connect_tcp_base_mss
                              a!133)
                         connect_tcp_mtu_probe_floor)
                  connect_tcp_mtu_probe_floor
                  (ite (bvslt connect_tcp_base_mss a!133)
                       connect_tcp_base_mss
                       a!133)))
      (a!147 (ite (= event_1 #x00000003)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000004)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000005)
                            connect_tcp_probe_threshold
                            a!146))))
      (a!152 (ite (= event_1 #x00000001)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000002)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000003)
                            connect_tcp_probe_interval
                            a!151))))
      (a!175 (ite a!174
                  a!33
                  (bvsub a!173
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!288 (ite (= event_1 #x00000001)
                  connect_tcp_base_mss
                  (ite (= event_1 #x00000002)
                       connect_tcp_base_mss
                       (ite (= event_1 #x00000003) connect_tcp_base_mss a!287))))
      (a!302 (ite (= event_2 #x00000006)
                  a!142
                  (ite (= event_2 #x00000007)
                       a!142
                       (ite a!300 a!142 (ite a!301 value_2 a!142))))))
(let ((a!12 (ite (= event_1 #x00000000)
                 connect_tcp_mtu_probing
                 (ite (= event_1 #x00000001)
                      connect_tcp_mtu_probing
                      (ite (= event_1 #x00000002) connect_tcp_mtu_probing a!11))))
      (a!25 (bvadd (bvsub a!24
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!41 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!33
                      (ite (bvslt a!33 a!36) a!33 a!36))
                 a!40))
      (a!55 (ite (= a!1 #x00000000)
                 (bvsub a!52 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!54))
      (a!73 (ite (= a!1 #x00000000)
                 (bvsub a!70 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!72))
      (a!105 (bvult (ite ipv6
                         (ite (bvult connect_route_mtu connect_route_mtu)
                              connect_route_mtu
                              connect_route_mtu)
                         a!48)
                    a!104))
      (a!121 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!66)
                    (ite a!68 a!118 a!120)))
      (a!135 (bvadd (ite (bvslt a!134 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!134)
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!148 (ite (= event_1 #x00000000)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000001)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000002)
                            connect_tcp_probe_threshold
                            a!147))))
      (a!153 (ite (= HZ #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!152)
                         #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!152)
                         #x00000064)))
      (a!303 (ite (= event_2 #x00000003)
                  a!142
                  (ite (= event_2 #x00000004)
                       a!142
                       (ite (= event_2 #x00000005) a!142 a!302))))
      (a!312 (ite a!301
                  (ite (= event_1 #x00000000) connect_tcp_probe_interval a!152)
                  (ite a!307
                       value_2
                       (ite (= event_1 #x00000000)
                            connect_tcp_probe_interval
                            a!152)))))
(let ((a!14 (ite (= a!12 #x00000000) (ite (= event_1 #x00000000) a!1 a!3) a!13))
      (a!26 (or (bvsle a!25 (ite passive_open a!22 a!22))
                (bvslt a!21 a!25)
                (bvslt (bvsub a!21 (ite passive_open a!22 a!22))
                       connect_tcp_probe_threshold)))
      (a!46 (ite (= connect_route_mtu connect_route_mtu)
                 a!41
                 (ite (= a!1 #x00000000) a!33 a!45)))
      (a!57 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!50 a!55 a!55) a!56)))
      (a!65 (bvule a!41
                   (bvsub (ite (bvslt a!64 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!64)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!74 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!68 a!73 a!73) a!56)))
      (a!80 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!25))
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                 (bvsub (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)))
      (a!81 ((_ sign_extend 32)
              (bvadd a!41
                     (bvadd (bvadd #x00000014 tcp_options)
                            (ite ipv6 #x00000028 #x00000014)))))
      (a!106 (ite a!105
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!48)
                  a!104))
      (a!122 (ite a!121
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!66)
                  (ite a!68 a!118 a!120)))
      (a!136 (ite (= connect_tcp_mtu_probing #x00000000)
                  (ite passive_open a!22 a!22)
                  (ite (= a!1 #x00000000) (ite passive_open a!22 a!22) a!135)))
      (a!154 (ite (= HZ #x000000fa)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!152)
                         #x000000fa)
                  a!153))
      (a!176 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= a!1 #x00000000) a!33 a!175)
                  a!41))
      (a!178 (bvslt mss_clamp
                    (bvsub a!135
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!304 (ite (= event_2 #x00000000)
                  a!142
                  (ite (= event_2 #x00000001)
                       a!142
                       (ite (= event_2 #x00000002) a!142 a!303))))
      (a!308 (ite a!307
                  a!148
                  (ite (and (= sysctl_2 #x00000002) true) value_2 a!148)))
      (a!313 (ite (= event_2 #x00000007)
                  (ite (= event_1 #x00000000) connect_tcp_probe_interval a!152)
                  (ite a!300
                       (ite (= event_1 #x00000000)
                            connect_tcp_probe_interval
                            a!152)
                       a!312)))
      (a!391 (ite (and (= sysctl_2 #x00000001) true)
                  a!12
                  (ite (and (= sysctl_2 #x00000000)
                            (bvsle #x00000000 value_2)
                            (bvsle value_2 #x000000ff))
                       value_2
                       a!12))))
(let ((a!15 (ite (= event_2 #x00000002)
                 (ite (= event_1 #x00000000) a!1 a!3)
                 (ite (= event_2 #x00000003)
                      a!14
                      (ite (= event_1 #x00000000) a!1 a!3))))
      (a!47 (ite (= connect_route_mtu connect_route_mtu)
                 a!46
                 (ite (= a!1 #x00000000) a!33 a!45)))
      (a!75 (and (or (bvult (ite a!68 a!73 a!73) a!41) a!74) (not cwnd_full_1)))
      (a!83 (bvudiv (bvmul ((_ zero_extend 32)
                             (ite cwnd_set_1 cwnd_1 connect_snd_cwnd))
                           a!81)
                    a!82))
      (a!91 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!65))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!66)))
      (a!99 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!65))
                 connect_route_mtu
                 a!98))
      (a!107 (bvult (ite ipv6
                         (ite (bvult connect_route_mtu connect_route_mtu)
                              connect_route_mtu
                              connect_route_mtu)
                         a!48)
                    (ite a!50 a!104 a!106)))
      (a!137 (ite (= event_1 #x00000001)
                  a!132
                  (ite (= event_1 #x00000002)
                       (ite passive_open a!22 a!22)
                       (ite (= event_1 #x00000003)
                            a!136
                            (ite passive_open a!22 a!22)))))
      (a!155 (ite (= HZ #x0000012c)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!152)
                         #x0000012c)
                  a!154))
      (a!157 (ite a!18
                  (ite passive_open a!28 a!29)
                  (ite a!26
                       (ite a!30
                            (ite timed_1 at_1 connect_tcp_time_stamp)
                            (ite passive_open a!28 a!29))
                       (ite passive_open a!28 a!29))))
      (a!165 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!65))
                  #x00000000
                  (ite ipv6 #x00000000 (ite a!164 #x00000001 #x00000000))))
      (a!177 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!46
                  a!41))
      (a!179 (ite a!178
                  mss_clamp
                  (bvsub a!135
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!182 (bvslt mss_clamp
                    (bvsub a!136
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!309 (ite (= event_2 #x00000006)
                  a!148
                  (ite (= event_2 #x00000007)
                       a!148
                       (ite a!300 a!148 (ite a!301 a!148 a!308)))))
      (a!314 (ite (= event_2 #x00000005)
                  (ite (= event_1 #x00000000) connect_tcp_probe_interval a!152)
                  (ite (= event_2 #x00000006)
                       (ite (= event_1 #x00000000)
                            connect_tcp_probe_interval
                            a!152)
                       a!313)))
      (a!392 (ite a!307
                  a!12
                  (ite (and (= sysctl_2 #x00000002) true) a!12 a!391))))
(let ((a!16 (ite (= event_2 #x00000000)
                 (ite (= event_1 #x00000000) a!1 a!3)
                 (ite (= event_2 #x00000001)
                      (ite (= event_1 #x00000000) a!1 a!3)
                      a!15)))
      (a!58 (and (or (bvult (ite a!50 a!55 a!55) a!47) a!57) (not false)))
      (a!76 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!65))
                 (ite passive_open #x00000000 #x00000000)
                 (ite a!67
                      (ite a!75
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      (ite passive_open #x00000000 #x00000000))))
      (a!84 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (bvult ((_ extract 31 0) a!83) #x00000001)
                      #x00000001
                      ((_ extract 31 0) a!83))
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!89 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!47 a!33)))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!48)))
      (a!92 (ite (= event_1 #x00000005)
                 connect_route_mtu
                 (ite (= event_1 #x00000006)
                      a!91
                      (ite (= event_1 #x00000007) mtu_1 connect_route_mtu))))
      (a!96 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!47 a!33)))
                 connect_route_mtu
                 a!95))
      (a!100 (ite (= event_1 #x00000004)
                  connect_route_mtu
                  (ite (= event_1 #x00000005)
                       connect_route_mtu
                       (ite (= event_1 #x00000006) a!99 connect_route_mtu))))
      (a!108 (ite a!107
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!48)
                  (ite a!50 a!104 a!106)))
      (a!123 (ite a!67
                  (ite a!75
                       (ite a!68 (ite a!68 a!118 a!120) a!122)
                       (ite a!68 a!118 a!120))
                  a!19))
      (a!130 (ite (= connect_route_mtu connect_route_mtu)
                  a!47
                  (ite (= a!1 #x00000000) a!33 a!45)))
      (a!156 (ite (= HZ #x000003e8)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!152)
                         #x000003e8)
                  a!155))
      (a!159 (ite (= event_1 #x00000000)
                  a!157
                  (ite (= event_1 #x00000001)
                       (ite passive_open a!28 a!29)
                       (ite (= event_1 #x00000002)
                            (ite passive_open a!28 a!29)
                            a!158))))
      (a!162 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!47 a!33)))
                  #x00000000
                  (ite ipv6 #x00000000 (ite a!161 #x00000001 #x00000000))))
      (a!166 (ite (= event_1 #x00000005)
                  #x00000000
                  (ite (= event_1 #x00000006)
                       a!165
                       (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!180 (bvsub (ite (bvslt a!179 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!179)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!183 (ite a!182
                  mss_clamp
                  (bvsub a!136
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!186 (ite a!67
                  (ite a!75
                       (ite a!68 (ite a!68 a!73 a!73) a!73)
                       (ite a!68 a!73 a!73))
                  a!41))
      (a!310 (ite (= event_2 #x00000003)
                  a!148
                  (ite (= event_2 #x00000004)
                       a!148
                       (ite (= event_2 #x00000005) a!148 a!309))))
      (a!315 (ite (= event_2 #x00000003)
                  (ite (= event_1 #x00000000) connect_tcp_probe_interval a!152)
                  (ite (= event_2 #x00000004)
                       (ite (= event_1 #x00000000)
                            connect_tcp_probe_interval
                            a!152)
                       a!314)))
      (a!393 (ite (= event_2 #x00000006)
                  a!12
                  (ite (= event_2 #x00000007)
                       a!12
                       (ite a!300 a!12 (ite a!301 a!12 a!392))))))
(let ((a!59 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!47 a!33)))
                 (ite passive_open #x00000000 #x00000000)
                 (ite a!49
                      (ite a!58
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      (ite passive_open #x00000000 #x00000000))))
      (a!77 (ite (= event_1 #x00000004)
                 #x00000000
                 (ite (= event_1 #x00000005)
                      (ite passive_open #x00000000 #x00000000)
                      (ite (= event_1 #x00000006)
                           a!76
                           (ite passive_open #x00000000 #x00000000)))))
      (a!86 (ite (= event_1 #x00000000)
                 (ite a!18
                      (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                      (ite a!26 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) a!80))
                 (ite (= event_1 #x00000001)
                      a!84
                      (ite (= event_1 #x00000002)
                           a!85
                           (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))))
      (a!90 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!25))
                 (ite ipv6 connect_route_mtu a!89)
                 connect_route_mtu))
      (a!93 (ite (= event_1 #x00000002)
                 connect_route_mtu
                 (ite (= event_1 #x00000003)
                      connect_route_mtu
                      (ite (= event_1 #x00000004) connect_route_mtu a!92))))
      (a!97 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!25))
                 (ite ipv6 connect_route_mtu a!96)
                 connect_route_mtu))
      (a!101 (ite (= event_1 #x00000001)
                  connect_route_mtu
                  (ite (= event_1 #x00000002)
                       connect_route_mtu
                       (ite (= event_1 #x00000003) connect_route_mtu a!100))))
      (a!109 (ite a!49
                  (ite a!58
                       (ite a!50 (ite a!50 a!104 a!106) a!108)
                       (ite a!50 a!104 a!106))
                  a!21))
      (a!124 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!65)) a!19 a!123))
      (a!131 (ite a!30
                  (bvadd a!130
                         (bvadd (bvadd #x00000014 tcp_options)
                                (ite ipv6 #x00000028 #x00000014)))
                  (ite passive_open a!22 a!22)))
      (a!160 (bvule a!156
                    (bvsub (ite timed_2
                                at_2
                                (ite timed_1 at_1 connect_tcp_time_stamp))
                           a!159)))
      (a!163 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!25))
                  (ite ipv6 #x00000000 a!162)
                  #x00000000))
      (a!167 (ite (= event_1 #x00000002)
                  #x00000000
                  (ite (= event_1 #x00000003)
                       #x00000000
                       (ite (= event_1 #x00000004) #x00000000 a!166))))
      (a!169 (ite a!49
                  (ite a!58
                       (ite a!50 (ite a!50 a!55 a!55) a!55)
                       (ite a!50 a!55 a!55))
                  a!47))
      (a!181 (ite (= a!1 #x00000000)
                  (ite (= #x00000001 #x00000000) a!33 a!45)
                  (ite (= a!1 #x00000000)
                       a!33
                       (ite (bvslt a!33 a!180) a!33 a!180))))
      (a!184 (bvsub (ite (bvslt a!183 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!183)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!187 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!65)) a!41 a!186))
      (a!311 (ite (= event_2 #x00000000)
                  a!148
                  (ite (= event_2 #x00000001)
                       a!148
                       (ite (= event_2 #x00000002) a!148 a!310))))
      (a!316 (ite (= event_2 #x00000001)
                  (ite (= event_1 #x00000000) connect_tcp_probe_interval a!152)
                  (ite (= event_2 #x00000002)
                       (ite (= event_1 #x00000000)
                            connect_tcp_probe_interval
                            a!152)
                       a!315)))
      (a!320 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (ite timed_2 at_2 (ite timed_1 at_1 connect_tcp_time_stamp))
                  a!159))
      (a!394 (ite (= event_2 #x00000003)
                  a!12
                  (ite (= event_2 #x00000004)
                       a!12
                       (ite (= event_2 #x00000005) a!12 a!393)))))
(let ((a!60 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!25))
                 (ite ipv6 (ite passive_open #x00000000 #x00000000) a!59)
                 a!25))
      (a!78 (ite (= event_1 #x00000001)
                 a!62
                 (ite (= event_1 #x00000002)
                      a!62
                      (ite (= event_1 #x00000003) #x00000000 a!77))))
      (a!87 (not (not (bvult (ite cwnd_set_2 cwnd_2 a!86) #x0000000b))))
      (a!94 (ite (= event_1 #x00000000)
                 (ite a!18 connect_route_mtu (ite a!26 connect_route_mtu a!90))
                 (ite (= event_1 #x00000001) connect_route_mtu a!93)))
      (a!102 (ite (= event_1 #x00000000)
                  (ite a!18 connect_route_mtu (ite a!26 connect_route_mtu a!97))
                  a!101))
      (a!110 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!47 a!33)))
                  a!21
                  a!109))
      (a!125 (ite (= event_1 #x00000004)
                  a!20
                  (ite (= event_1 #x00000005)
                       (ite (bvult connect_route_mtu a!19)
                            connect_route_mtu
                            a!19)
                       (ite (= event_1 #x00000006) a!124 a!19))))
      (a!138 (ite (= event_1 #x00000000)
                  (ite a!18
                       (ite passive_open a!22 a!22)
                       (ite a!26 a!131 (ite passive_open a!22 a!22)))
                  a!137))
      (a!168 (ite (= event_1 #x00000000)
                  (ite a!18 #x00000000 (ite a!26 #x00000000 a!163))
                  (ite (= event_1 #x00000001) #x00000000 a!167)))
      (a!170 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!47 a!33)))
                  a!47
                  a!169))
      (a!185 (ite (= connect_route_mtu connect_route_mtu)
                  (ite (= connect_tcp_mtu_probing #x00000000) a!41 a!181)
                  (ite (= a!2 #x00000000)
                       a!33
                       (ite (bvslt a!33 a!184) a!33 a!184))))
      (a!188 (ite (= event_1 #x00000004)
                  a!46
                  (ite (= event_1 #x00000005)
                       (ite (= a!1 #x00000000) a!33 a!45)
                       (ite (= event_1 #x00000006) a!187 a!41))))
      (a!317 (ite (= event_2 #x00000000)
                  (ite (= event_1 #x00000000) connect_tcp_probe_interval a!152)
                  a!316))
      (a!321 (ite (= event_2 #x00000002)
                  a!159
                  (ite (= event_2 #x00000003)
                       (ite (= a!12 #x00000000) a!159 a!320)
                       a!159)))
      (a!395 (ite (= event_2 #x00000000)
                  a!12
                  (ite (= event_2 #x00000001)
                       a!12
                       (ite (= event_2 #x00000002) a!12 a!394)))))
(let ((a!61 (ite a!18
                 (ite passive_open #x00000000 #x00000000)
                 (ite a!26
                      (ite a!30
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      a!60)))
      (a!111 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!25))
                  (ite ipv6 a!21 a!110)
                  a!21))
      (a!126 (ite (= event_1 #x00000003)
                  (ite (= connect_route_mtu connect_route_mtu)
                       a!116
                       (ite (bvult connect_route_mtu a!116)
                            connect_route_mtu
                            a!116))
                  a!125))
      (a!171 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!25))
                  (ite ipv6 a!47 a!170)
                  a!47))
      (a!189 (ite (= event_1 #x00000001)
                  a!176
                  (ite (= event_1 #x00000002)
                       a!177
                       (ite (= event_1 #x00000003) a!185 a!188))))
      (a!191 (bvslt mss_clamp
                    (bvsub a!94
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!194 (bvslt mss_clamp
                    (bvsub a!138
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!199 (ite (and (= a!168 #x00000000) (not (bvult a!94 a!94)))
                  (ite (bvult a!94 #x00000228)
                       (ite (bvult a!94 #x00000228) a!94 #x00000228)
                       a!94)
                  a!94))
      (a!200 (ite (= a!94 (ite (= a!94 a!102) a!102 a!94))
                  (ite (= a!94 a!102) a!102 a!94)
                  a!94))
      (a!217 (ite (and (= a!168 #x00000000) (not (bvult a!94 mtu_2)))
                  (ite (bvult mtu_2 #x00000228)
                       (ite (bvult a!94 #x00000228) a!94 #x00000228)
                       mtu_2)
                  a!94))
      (a!318 (ite (= HZ #x0000012c)
                  (bvmul a!317 #x0000012c)
                  (ite (= HZ #x000000fa)
                       (bvmul a!317 #x000000fa)
                       (ite (= HZ #x00000064)
                            (bvmul a!317 #x00000064)
                            (bvmul a!317 #x00000064)))))
      (a!324 (and (and (= a!168 #x00000000) (not (bvult a!94 a!94)))
                  (bvult a!94 #x00000228)))
      (a!327 (and (and (= a!168 #x00000000) (not (bvult a!94 mtu_2)))
                  (bvult mtu_2 #x00000228)))
      (a!336 (bvslt mss_clamp
                    (bvsub a!102
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!79 (not (= (ite (= event_1 #x00000000) a!61 a!78) #x00000000)))
      (a!112 (ite a!26
                  (ite a!30
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014))
                       a!21)
                  a!111))
      (a!190 (ite (= event_1 #x00000000)
                  (ite a!18 a!46 (ite a!26 (ite a!30 a!130 a!47) a!171))
                  a!189))
      (a!192 (ite a!191
                  mss_clamp
                  (bvsub a!94
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!195 (ite a!194
                  mss_clamp
                  (bvsub a!138
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!201 (bvult (ite ipv6 (ite (bvult a!94 a!94) a!94 a!94) a!199) a!200))
      (a!202 (= (ite ipv6 (ite (bvult a!94 a!94) a!94 a!94) a!199)
                (ite ipv6 (ite (bvult a!94 a!94) a!94 a!94) a!199)))
      (a!203 (bvsub (ite ipv6 (ite (bvult a!94 a!94) a!94 a!94) a!199)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!208 (bvsub (bvsub (ite (= event_1 #x00000000) a!61 a!78)
                           (bvadd #x00000014 tcp_options))
                    (ite ipv6 #x00000028 #x00000014)))
      (a!218 (bvult (ite ipv6 (ite (bvult mtu_2 a!94) mtu_2 a!94) a!217) a!102))
      (a!219 (= (ite ipv6 (ite (bvult mtu_2 a!94) mtu_2 a!94) a!217)
                (ite ipv6 (ite (bvult mtu_2 a!94) mtu_2 a!94) a!217)))
      (a!220 (bvsub (ite ipv6 (ite (bvult mtu_2 a!94) mtu_2 a!94) a!217)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!234 (ite (= (ite (= event_1 #x00000000) a!61 a!78) #x00000000)
                  #x00000001
                  (ite (= event_1 #x00000000) a!61 a!78)))
      (a!265 (bvult a!94
                    (bvsub (ite (= event_1 #x00000000) a!61 a!78) #x00000001)))
      (a!337 (ite a!336
                  mss_clamp
                  (bvsub a!102
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!339 (bvsub (ite (= event_1 #x00000000) a!61 a!78)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!88 (or (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000) a!79 a!87))
      (a!127 (ite (= event_1 #x00000000)
                  (ite a!18 a!20 a!112)
                  (ite (= event_1 #x00000001)
                       a!113
                       (ite (= event_1 #x00000002) a!115 a!126))))
      (a!193 (bvsub (ite (bvslt a!192 a!142) a!142 a!192)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!196 (bvsub (ite (bvslt a!195 a!142) a!142 a!195)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!204 (ite (bvslt (ite (bvslt mss_clamp a!203) mss_clamp a!203) a!142)
                  a!142
                  (ite (bvslt mss_clamp a!203) mss_clamp a!203)))
      (a!216 (bvule a!190
                    (bvsub (ite (bvslt a!215 a!142) a!142 a!215)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!221 (ite (bvslt (ite (bvslt mss_clamp a!220) mss_clamp a!220) a!142)
                  a!142
                  (ite (bvslt mss_clamp a!220) mss_clamp a!220)))
      (a!233 ((_ sign_extend 32)
               (bvadd a!190
                      (bvadd (bvadd #x00000014 tcp_options)
                             (ite ipv6 #x00000028 #x00000014)))))
      (a!237 (ite (= event_2 #x00000002)
                  (ite a!79
                       (bvadd (ite cwnd_set_2 cwnd_2 a!86) #x00000001)
                       (ite cwnd_set_2 cwnd_2 a!86))
                  (ite cwnd_set_2 cwnd_2 a!86)))
      (a!246 (ite a!201
                  (ite ipv6 (ite (bvult a!94 a!94) a!94 a!94) a!199)
                  a!200))
      (a!250 (ite a!218
                  (ite ipv6 (ite (bvult mtu_2 a!94) mtu_2 a!94) a!217)
                  a!102))
      (a!266 (ite a!265
                  a!94
                  (bvsub (ite (= event_1 #x00000000) a!61 a!78) #x00000001)))
      (a!338 (bvsub (ite (bvslt a!337 a!142) a!142 a!337)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!340 (ite (bvslt (ite (bvslt mss_clamp a!339) mss_clamp a!339) a!142)
                  a!142
                  (ite (bvslt mss_clamp a!339) mss_clamp a!339))))
(let ((a!128 (ite (= a!94 a!102) a!127 (ite (bvult a!94 a!127) a!94 a!127)))
      (a!197 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!193
                  (ite (bvslt a!193 a!196) a!193 a!196)))
      (a!205 (bvslt (bvsub a!204
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!196))
      (a!222 (bvslt (bvsub a!221
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!196))
      (a!235 (bvudiv (bvmul ((_ zero_extend 32) (ite cwnd_set_2 cwnd_2 a!86))
                            a!233)
                     ((_ zero_extend 32) a!234)))
      (a!242 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!216))
                  a!94
                  (ite ipv6 (ite (bvult mtu_2 a!94) mtu_2 a!94) a!217)))
      (a!251 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!216)) a!102 a!250))
      (a!267 (ite (= a!94 a!102)
                  (bvsub (ite (= event_1 #x00000000) a!61 a!78) #x00000001)
                  a!266))
      (a!268 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (ite (bvult a!102 a!127) a!102 a!127)
                  (ite (bvult a!102 a!127) a!102 a!127)))
      (a!270 (bvult (ite ipv6 (ite (bvult mtu_2 a!94) mtu_2 a!94) a!217) a!127))
      (a!289 (ite (bvslt (ite (= event_1 #x00000000) connect_tcp_base_mss a!288)
                         (bvashr a!196 #x00000001))
                  (ite (= event_1 #x00000000) connect_tcp_base_mss a!288)
                  (bvashr a!196 #x00000001)))
      (a!328 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!216))
                  a!168
                  (ite ipv6 a!168 (ite a!327 #x00000001 a!168))))
      (a!341 (bvslt a!338
                    (bvsub a!340
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!353 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!338
                  (ite (bvslt a!338 a!196) a!338 a!196))))
(let ((a!129 (ite (= a!94 (ite (= a!94 a!102) a!102 a!94))
                  a!128
                  (ite (bvult a!94 a!128) a!94 a!128)))
      (a!198 (ite (= a!94 (ite (= a!94 a!102) a!102 a!94))
                  (ite (= a!94 a!102) a!190 a!197)
                  a!197))
      (a!206 (ite a!205
                  (bvsub a!204
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!196))
      (a!223 (ite a!222
                  (bvsub a!221
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!196))
      (a!236 (ite a!79
                  (ite (bvult ((_ extract 31 0) a!235) #x00000001)
                       #x00000001
                       ((_ extract 31 0) a!235))
                  (ite cwnd_set_2 cwnd_2 a!86)))
      (a!243 (ite (= event_2 #x00000005)
                  a!94
                  (ite (= event_2 #x00000006)
                       a!242
                       (ite (= event_2 #x00000007) mtu_2 a!94))))
      (a!252 (ite (= event_2 #x00000004)
                  (ite (= a!94 a!102) a!102 a!94)
                  (ite (= event_2 #x00000005)
                       a!102
                       (ite (= event_2 #x00000006) a!251 a!102))))
      (a!269 (ite (bvult a!94 (ite (= a!12 #x00000000) a!127 a!268))
                  a!94
                  (ite (= a!12 #x00000000) a!127 a!268)))
      (a!271 (ite a!270
                  (ite ipv6 (ite (bvult mtu_2 a!94) mtu_2 a!94) a!217)
                  a!127))
      (a!293 (ite (bvslt (ite (bvslt a!289 a!292) a!292 a!289) a!142)
                  a!142
                  (ite (bvslt a!289 a!292) a!292 a!289)))
      (a!329 (ite (= event_2 #x00000005)
                  a!168
                  (ite (= event_2 #x00000006)
                       a!328
                       (ite (= event_2 #x00000007) #x00000000 a!168))))
      (a!342 (ite a!341
                  a!338
                  (bvsub a!340
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!139 (bvsub (bvashr (bvadd a!129 a!138) #x00000001)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!207 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!204
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!206))
      (a!224 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!221
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!223))
      (a!240 (ite (and ipv6 (or (bvult a!94 #x00000500) (bvule a!198 a!193)))
                  a!94
                  (ite ipv6 (ite (bvult a!94 a!94) a!94 a!94) a!199)))
      (a!244 (ite (= event_2 #x00000002)
                  a!94
                  (ite (= event_2 #x00000003)
                       a!94
                       (ite (= event_2 #x00000004) a!94 a!243))))
      (a!247 (ite (and ipv6 (or (bvult a!94 #x00000500) (bvule a!198 a!193)))
                  a!200
                  a!246))
      (a!253 (ite (= event_2 #x00000002)
                  (ite a!79 (ite (= a!94 a!102) a!102 a!94) a!102)
                  (ite (= event_2 #x00000003)
                       (ite (= a!94 a!102) a!102 a!94)
                       a!252)))
      (a!255 (bvult (ite ipv6 (ite (bvult a!94 a!94) a!94 a!94) a!199) a!129))
      (a!272 (bvult (ite ipv6 (ite (bvult mtu_2 a!94) mtu_2 a!94) a!217) a!271))
      (a!284 (ite a!160
                  (bvadd (ite (= a!94 a!200) a!198 a!197)
                         (bvadd (bvadd #x00000014 tcp_options)
                                (ite ipv6 #x00000028 #x00000014)))
                  a!138))
      (a!294 (bvadd a!293
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!325 (ite (and ipv6 (or (bvult a!94 #x00000500) (bvule a!198 a!193)))
                  a!168
                  (ite ipv6 a!168 (ite a!324 #x00000001 a!168))))
      (a!330 (ite (= event_2 #x00000002)
                  a!168
                  (ite (= event_2 #x00000003)
                       a!168
                       (ite (= event_2 #x00000004) a!168 a!329))))
      (a!343 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!338
                  a!342)))
(let ((a!143 (ite (bvslt (ite (bvslt mss_clamp a!139) mss_clamp a!139) a!142)
                  a!142
                  (ite (bvslt mss_clamp a!139) mss_clamp a!139)))
      (a!209 (or (bvult (ite a!202 a!207 a!207) a!198)
                 (and a!79 (bvult (ite a!202 a!207 a!207) a!208))))
      (a!225 (or (bvult (ite a!219 a!224 a!224) a!190)
                 (and a!79 (bvult (ite a!219 a!224 a!224) a!208))))
      (a!256 (ite a!255
                  (ite ipv6 (ite (bvult a!94 a!94) a!94 a!94) a!199)
                  a!129))
      (a!273 (ite a!272
                  (ite ipv6 (ite (bvult mtu_2 a!94) mtu_2 a!94) a!217)
                  a!271))
      (a!295 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!138
                  a!294))
      (a!344 (bvslt mss_clamp
                    (bvsub a!294
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!144 (bvadd (bvsub a!143
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!210 (ite a!201
                  (ite (and a!209 (not false))
                       #x00000000
                       (ite (= event_1 #x00000000) a!61 a!78))
                  (ite (= event_1 #x00000000) a!61 a!78)))
      (a!226 (ite a!218
                  (ite (and a!225 (not cwnd_full_2))
                       #x00000000
                       (ite (= event_1 #x00000000) a!61 a!78))
                  (ite (= event_1 #x00000000) a!61 a!78)))
      (a!257 (bvult (ite ipv6 (ite (bvult a!94 a!94) a!94 a!94) a!199) a!256))
      (a!274 (bvult (ite ipv6 (ite (bvult mtu_2 a!94) mtu_2 a!94) a!217)
                    (ite a!219 a!271 a!273)))
      (a!296 (ite (= event_2 #x00000002)
                  a!138
                  (ite (= event_2 #x00000003)
                       (ite (= a!12 #x00000000) a!138 a!295)
                       a!138)))
      (a!332 (ite a!201
                  (ite (and a!209 (not false))
                       (ite a!202 (ite a!202 a!207 a!207) a!207)
                       (ite a!202 a!207 a!207))
                  a!198))
      (a!345 (ite a!344
                  mss_clamp
                  (bvsub a!294
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!349 (bvsub (ite (= a!12 #x00000000) a!138 a!295)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!354 (ite a!218
                  (ite (and a!225 (not cwnd_full_2))
                       (ite a!219 (ite a!219 a!224 a!224) a!224)
                       (ite a!219 a!224 a!224))
                  a!190)))
(let ((a!149 (or (bvsle a!144 a!138)
                 (bvslt a!129 a!144)
                 (bvslt (bvsub a!129 a!138) a!148)))
      (a!211 (ite (and ipv6 (or (bvult a!94 #x00000500) (bvule a!198 a!193)))
                  (ite (= event_1 #x00000000) a!61 a!78)
                  a!210))
      (a!227 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!216))
                  (ite (= event_1 #x00000000) a!61 a!78)
                  a!226))
      (a!232 (ite (and (or ipv6 (= a!168 #x00000000)) (bvult a!94 a!144))
                  (ite cwnd_set_2 cwnd_2 a!86)
                  (bvsub (ite cwnd_set_2 cwnd_2 a!86) #x00000001)))
      (a!241 (ite (and (or ipv6 (= a!168 #x00000000)) (bvult a!94 a!144))
                  (ite ipv6 a!94 a!240)
                  a!94))
      (a!248 (ite (and (or ipv6 (= a!168 #x00000000)) (bvult a!94 a!144))
                  (ite ipv6 a!200 a!247)
                  a!200))
      (a!258 (ite a!257
                  (ite ipv6 (ite (bvult a!94 a!94) a!94 a!94) a!199)
                  a!256))
      (a!275 (ite a!274
                  (ite ipv6 (ite (bvult mtu_2 a!94) mtu_2 a!94) a!217)
                  (ite a!219 a!271 a!273)))
      (a!297 (ite (= event_2 #x00000001)
                  (ite a!79 (ite (= event_1 #x00000000) a!61 a!78) a!138)
                  a!296))
      (a!326 (ite (and (or ipv6 (= a!168 #x00000000)) (bvult a!94 a!144))
                  (ite ipv6 a!168 a!325)
                  a!168))
      (a!333 (ite (and ipv6 (or (bvult a!94 #x00000500) (bvule a!198 a!193)))
                  a!198
                  a!332))
      (a!346 (bvsub (ite (bvslt a!345 a!142) a!142 a!345)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!350 (ite (bvslt (ite (bvslt mss_clamp a!349) mss_clamp a!349) a!142)
                  a!142
                  (ite (bvslt mss_clamp a!349) mss_clamp a!349)))
      (a!355 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!216)) a!190 a!354)))
(let ((a!212 (ite (and (or ipv6 (= a!168 #x00000000)) (bvult a!94 a!144))
                  (ite ipv6 (ite (= event_1 #x00000000) a!61 a!78) a!211)
                  a!144))
      (a!228 (ite (= event_2 #x00000005)
                  (ite (= event_1 #x00000000) a!61 a!78)
                  (ite (= event_2 #x00000006)
                       a!227
                       (ite (= event_1 #x00000000) a!61 a!78))))
      (a!238 (ite (= event_2 #x00000000)
                  (ite a!88
                       (ite cwnd_set_2 cwnd_2 a!86)
                       (ite a!149 (ite cwnd_set_2 cwnd_2 a!86) a!232))
                  (ite (= event_2 #x00000001) a!236 a!237)))
      (a!245 (ite (= event_2 #x00000000)
                  (ite a!88 a!94 (ite a!149 a!94 a!241))
                  (ite (= event_2 #x00000001) a!94 a!244)))
      (a!249 (ite a!149 (ite a!160 (ite (= a!94 a!200) a!200 a!94) a!200) a!248))
      (a!259 (bvult (ite ipv6 (ite (bvult a!94 a!94) a!94 a!94) a!199)
                    (ite a!202 a!256 a!258)))
      (a!276 (ite a!218
                  (ite (and a!225 (not cwnd_full_2))
                       (ite a!219 (ite a!219 a!271 a!273) a!275)
                       (ite a!219 a!271 a!273))
                  a!127))
      (a!298 (ite (= event_2 #x00000000)
                  (ite a!88 a!138 (ite a!149 a!284 a!138))
                  a!297))
      (a!319 (ite a!149
                  (ite a!160
                       (ite timed_2
                            at_2
                            (ite timed_1 at_1 connect_tcp_time_stamp))
                       a!159)
                  a!159))
      (a!331 (= (ite (= event_2 #x00000000)
                     (ite a!88 a!168 (ite a!149 a!168 a!326))
                     (ite (= event_2 #x00000001) a!168 a!330))
                #x00000000))
      (a!334 (ite (and (or ipv6 (= a!168 #x00000000)) (bvult a!94 a!144))
                  (ite ipv6 a!198 a!333)
                  a!198))
      (a!347 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!338
                  (ite (bvslt a!338 a!346) a!338 a!346)))
      (a!351 (bvslt a!193
                    (bvsub a!350
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!356 (ite (= event_2 #x00000004)
                  (ite (= a!94 a!102) a!190 a!197)
                  (ite (= event_2 #x00000005)
                       a!353
                       (ite (= event_2 #x00000006) a!355 a!190)))))
(let ((a!213 (ite a!149
                  (ite a!160 #x00000000 (ite (= event_1 #x00000000) a!61 a!78))
                  a!212))
      (a!229 (ite (= event_2 #x00000002)
                  (ite a!79 #x00000000 (ite (= event_1 #x00000000) a!61 a!78))
                  (ite (= event_2 #x00000003)
                       #x00000000
                       (ite (= event_2 #x00000004) #x00000000 a!228))))
      (a!239 (not (not (bvult (ite cwnd_set_3 cwnd_3 a!238) #x0000000b))))
      (a!254 (ite (= event_2 #x00000000)
                  (ite a!88 (ite (= a!94 a!102) a!102 a!94) a!249)
                  (ite (= event_2 #x00000001) a!102 a!253)))
      (a!260 (ite a!259
                  (ite ipv6 (ite (bvult a!94 a!94) a!94 a!94) a!199)
                  (ite a!202 a!256 a!258)))
      (a!277 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!216)) a!127 a!276))
      (a!322 (bvsub (ite timed_3
                         at_3
                         (ite timed_2
                              at_2
                              (ite timed_1 at_1 connect_tcp_time_stamp)))
                    (ite (= event_2 #x00000000)
                         (ite a!88 a!159 a!319)
                         (ite (= event_2 #x00000001) a!159 a!321))))
      (a!335 (ite a!149
                  (ite a!160 (ite (= a!94 a!200) a!198 a!197) a!198)
                  a!334))
      (a!348 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (ite (= #x00000001 #x00000000)
                       a!338
                       (ite (bvslt a!338 a!196) a!338 a!196))
                  a!347))
      (a!352 (ite a!351
                  a!193
                  (bvsub a!350
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!360 (bvslt mss_clamp
                    (bvsub a!245
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!363 (bvslt mss_clamp
                    (bvsub a!298
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!368 (ite (and a!331 (not (bvult a!245 a!245)))
                  (ite (bvult a!245 #x00000228)
                       (ite (bvult a!245 #x00000228) a!245 #x00000228)
                       a!245)
                  a!245))
      (a!400 (ite (and a!331 (not (bvult a!245 mtu_3)))
                  (ite (bvult mtu_3 #x00000228)
                       (ite (bvult a!245 #x00000228) a!245 #x00000228)
                       mtu_3)
                  a!245)))
(let ((a!230 (ite (= event_2 #x00000001)
                  (ite a!79 #x00000000 (ite (= event_1 #x00000000) a!61 a!78))
                  a!229))
      (a!261 (ite a!201
                  (ite (and a!209 (not false))
                       (ite a!202 (ite a!202 a!256 a!258) a!260)
                       (ite a!202 a!256 a!258))
                  a!129))
      (a!278 (ite (= event_2 #x00000004)
                  a!128
                  (ite (= event_2 #x00000005)
                       (ite (bvult a!102 a!127) a!102 a!127)
                       (ite (= event_2 #x00000006) a!277 a!127))))
      (a!357 (ite (= event_2 #x00000003)
                  (ite (= a!94 a!102)
                       (ite (= a!12 #x00000000) a!190 a!348)
                       (ite (= a!14 #x00000000) a!193 a!352))
                  a!356))
      (a!361 (ite a!360
                  mss_clamp
                  (bvsub a!245
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!364 (ite a!363
                  mss_clamp
                  (bvsub a!298
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!369 (ite (= a!245 (ite (= a!245 a!254) a!254 a!245))
                  (ite (= a!245 a!254) a!254 a!245)
                  a!245))
      (a!371 (= (ite ipv6 (ite (bvult a!245 a!245) a!245 a!245) a!368)
                (ite ipv6 (ite (bvult a!245 a!245) a!245 a!245) a!368)))
      (a!372 (bvsub (ite ipv6 (ite (bvult a!245 a!245) a!245 a!245) a!368)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!401 (bvult (ite ipv6 (ite (bvult mtu_3 a!245) mtu_3 a!245) a!400)
                    a!254))
      (a!402 (= (ite ipv6 (ite (bvult mtu_3 a!245) mtu_3 a!245) a!400)
                (ite ipv6 (ite (bvult mtu_3 a!245) mtu_3 a!245) a!400)))
      (a!403 (bvsub (ite ipv6 (ite (bvult mtu_3 a!245) mtu_3 a!245) a!400)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!231 (ite (= event_2 #x00000000)
                  (ite a!88 (ite (= event_1 #x00000000) a!61 a!78) a!213)
                  a!230))
      (a!262 (ite (and ipv6 (or (bvult a!94 #x00000500) (bvule a!198 a!193)))
                  a!129
                  a!261))
      (a!279 (ite (= event_2 #x00000003)
                  (ite (= a!94 a!102)
                       (ite (= a!12 #x00000000) a!127 a!268)
                       a!269)
                  a!278))
      (a!358 (ite (= event_2 #x00000002)
                  (ite a!79 (ite (= a!94 a!102) a!190 a!197) a!190)
                  a!357))
      (a!362 (bvsub (ite (bvslt a!361 a!304) a!304 a!361)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!365 (bvsub (ite (bvslt a!364 a!304) a!304 a!364)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!370 (bvult (ite ipv6 (ite (bvult a!245 a!245) a!245 a!245) a!368)
                    a!369))
      (a!373 (ite (bvslt (ite (bvslt mss_clamp a!372) mss_clamp a!372) a!304)
                  a!304
                  (ite (bvslt mss_clamp a!372) mss_clamp a!372)))
      (a!404 (ite (bvslt (ite (bvslt mss_clamp a!403) mss_clamp a!403) a!304)
                  a!304
                  (ite (bvslt mss_clamp a!403) mss_clamp a!403))))
(let ((a!263 (ite (and (or ipv6 (= a!168 #x00000000)) (bvult a!94 a!144))
                  (ite ipv6 a!129 a!262)
                  a!129))
      (a!280 (ite (= event_2 #x00000001)
                  (ite a!79 (ite (bvult a!102 a!127) a!102 a!127) a!127)
                  (ite (= event_2 #x00000002) (ite a!79 a!267 a!127) a!279)))
      (a!359 (ite (= event_2 #x00000000)
                  (ite a!88 (ite (= a!94 a!102) a!190 a!197) a!335)
                  (ite (= event_2 #x00000001) (ite a!79 a!343 a!190) a!358)))
      (a!366 (ite (= a!16 #x00000000)
                  a!362
                  (ite (bvslt a!362 a!365) a!362 a!365)))
      (a!374 (bvslt (bvsub a!373
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!365))
      (a!377 (bvsub (bvsub a!231 (bvadd #x00000014 tcp_options))
                    (ite ipv6 #x00000028 #x00000014)))
      (a!390 (ite (= a!245 a!254)
                  (bvsub a!231 #x00000001)
                  (ite (bvult a!245 (bvsub a!231 #x00000001))
                       a!245
                       (bvsub a!231 #x00000001))))
      (a!405 (bvslt (bvsub a!404
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!365)))
(let ((a!264 (ite a!149
                  (ite a!160
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014))
                       a!129)
                  a!263))
      (a!367 (ite (= a!245 (ite (= a!245 a!254) a!254 a!245))
                  (ite (= a!245 a!254) a!359 a!366)
                  a!366))
      (a!375 (ite a!374
                  (bvsub a!373
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!365))
      (a!399 (bvule a!359
                    (bvsub (ite (bvslt a!398 a!304) a!304 a!398)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!406 (ite a!405
                  (bvsub a!404
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!365)))
(let ((a!281 (ite (bvult a!245
                         (ite (= event_2 #x00000000)
                              (ite a!88 a!128 a!264)
                              a!280))
                  a!245
                  (ite (= event_2 #x00000000) (ite a!88 a!128 a!264) a!280)))
      (a!376 (ite (= a!16 #x00000000)
                  (bvsub a!373
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!375))
      (a!389 (ite (bvult a!254
                         (ite (= event_2 #x00000000)
                              (ite a!88 a!128 a!264)
                              a!280))
                  a!254
                  (ite (= event_2 #x00000000) (ite a!88 a!128 a!264) a!280)))
      (a!407 (ite (= a!16 #x00000000)
                  (bvsub a!404
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!406))
      (a!409 (bvult (ite ipv6 (ite (bvult mtu_3 a!245) mtu_3 a!245) a!400)
                    (ite (= event_2 #x00000000) (ite a!88 a!128 a!264) a!280))))
(let ((a!282 (ite (= a!245 a!254)
                  (ite (= event_2 #x00000000) (ite a!88 a!128 a!264) a!280)
                  a!281))
      (a!378 (or (bvult (ite a!371 a!376 a!376) a!367)
                 (and (not (= a!231 #x00000000))
                      (bvult (ite a!371 a!376 a!376) a!377))))
      (a!396 (ite (= a!395 #x00000000)
                  (ite (= event_2 #x00000000) (ite a!88 a!128 a!264) a!280)
                  (ite (= a!16 #x00000000) a!389 a!389)))
      (a!408 (or (bvult (ite a!402 a!407 a!407) a!359)
                 (and (not (= a!231 #x00000000))
                      (bvult (ite a!402 a!407 a!407) a!377))))
      (a!410 (ite a!409
                  (ite ipv6 (ite (bvult mtu_3 a!245) mtu_3 a!245) a!400)
                  (ite (= event_2 #x00000000) (ite a!88 a!128 a!264) a!280))))
(let ((a!283 (ite (= a!245 (ite (= a!245 a!254) a!254 a!245))
                  a!282
                  (ite (bvult a!245 a!282) a!245 a!282)))
      (a!411 (bvult (ite ipv6 (ite (bvult mtu_3 a!245) mtu_3 a!245) a!400)
                    a!410)))
(let ((a!299 (bvsub (bvashr (bvadd a!283 a!298) #x00000001)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!323 (ite (bvule (ite (= HZ #x000003e8) (bvmul a!317 #x000003e8) a!318)
                         a!322)
                  (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                  a!283))
      (a!379 (bvult (ite ipv6 (ite (bvult a!245 a!245) a!245 a!245) a!368)
                    a!283))
      (a!412 (ite a!411
                  (ite ipv6 (ite (bvult mtu_3 a!245) mtu_3 a!245) a!400)
                  a!410)))
(let ((a!305 (ite (bvslt (ite (bvslt mss_clamp a!299) mss_clamp a!299) a!304)
                  a!304
                  (ite (bvslt mss_clamp a!299) mss_clamp a!299)))
      (a!380 (ite a!379
                  (ite ipv6 (ite (bvult a!245 a!245) a!245 a!245) a!368)
                  a!283))
      (a!413 (bvult (ite ipv6 (ite (bvult mtu_3 a!245) mtu_3 a!245) a!400)
                    (ite a!402 a!410 a!412))))
(let ((a!306 (bvadd (bvsub a!305
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!381 (bvult (ite ipv6 (ite (bvult a!245 a!245) a!245 a!245) a!368)
                    a!380))
      (a!414 (ite a!413
                  (ite ipv6 (ite (bvult mtu_3 a!245) mtu_3 a!245) a!400)
                  (ite a!402 a!410 a!412))))
(let ((a!382 (ite a!381
                  (ite ipv6 (ite (bvult a!245 a!245) a!245 a!245) a!368)
                  a!380))
      (a!415 (ite a!401
                  (ite (and a!408 (not cwnd_full_3))
                       (ite a!402 (ite a!402 a!410 a!412) a!414)
                       (ite a!402 a!410 a!412))
                  (ite (= event_2 #x00000000) (ite a!88 a!128 a!264) a!280))))
(let ((a!383 (bvult (ite ipv6 (ite (bvult a!245 a!245) a!245 a!245) a!368)
                    (ite a!371 a!380 a!382)))
      (a!416 (ite (and ipv6 (or (bvult mtu_3 #x00000500) a!399))
                  (ite (= event_2 #x00000000) (ite a!88 a!128 a!264) a!280)
                  a!415)))
(let ((a!384 (ite a!383
                  (ite ipv6 (ite (bvult a!245 a!245) a!245 a!245) a!368)
                  (ite a!371 a!380 a!382)))
      (a!417 (ite (= event_3 #x00000005)
                  a!389
                  (ite (= event_3 #x00000006)
                       a!416
                       (ite (= event_2 #x00000000) (ite a!88 a!128 a!264) a!280)))))
(let ((a!385 (ite a!370
                  (ite (and a!378 (not false))
                       (ite a!371 (ite a!371 a!380 a!382) a!384)
                       (ite a!371 a!380 a!382))
                  a!283))
      (a!418 (ite (= event_3 #x00000003)
                  (ite (= a!245 a!254)
                       a!396
                       (ite (bvult a!245 a!396) a!245 a!396))
                  (ite (= event_3 #x00000004) a!282 a!417))))
(let ((a!386 (ite (and ipv6 (or (bvult a!245 #x00000500) (bvule a!367 a!362)))
                  a!283
                  a!385))
      (a!419 (ite (= event_3 #x00000002)
                  (ite (not (= a!231 #x00000000))
                       a!390
                       (ite (= event_2 #x00000000) (ite a!88 a!128 a!264) a!280))
                  a!418)))
(let ((a!387 (ite (or (bvsle a!306 a!298)
                      (bvslt a!283 a!306)
                      (bvslt (bvsub a!283 a!298) a!311))
                  a!323
                  (ite (and (or ipv6 a!331) (bvult a!245 a!306))
                       (ite ipv6 a!283 a!386)
                       a!283)))
      (a!420 (ite (= event_3 #x00000001)
                  (ite (not (= a!231 #x00000000))
                       a!389
                       (ite (= event_2 #x00000000) (ite a!88 a!128 a!264) a!280))
                  a!419)))
(let ((a!388 (ite (or (= a!16 #x00000000) (not (= a!231 #x00000000)) a!239)
                  a!282
                  a!387)))
(let ((a!421 (or (not (= event_3 #x00000002))
                 (bvsle (ite (= event_3 #x00000000) a!388 a!420)
                        (ite (= event_2 #x00000000)
                             (ite a!88 a!128 a!264)
                             a!280)))))
  (not a!421))))))))))))))))))))))))))))))))))))))))))
(check-sat)
