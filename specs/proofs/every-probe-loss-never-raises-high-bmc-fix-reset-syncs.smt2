; every-probe-loss-never-raises-high-bmc-fix-reset-syncs
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
      (a!22 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!31 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu))
      (a!39 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!45 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!46 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!49 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu mtu_1)))
                 (ite (bvult mtu_1 #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      mtu_1)
                 connect_route_mtu))
      (a!66 ((_ zero_extend 32)
              (ite (= (ite passive_open #x00000000 #x00000000) #x00000000)
                   #x00000001
                   (ite passive_open #x00000000 #x00000000))))
      (a!69 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvadd (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!87 (ite (bvult connect_route_mtu
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 connect_route_mtu
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!98 (ite (bvult connect_route_mtu
                        (bvsub (ite passive_open #x00000000 #x00000000)
                               #x00000001))
                 connect_route_mtu
                 (bvsub (ite passive_open #x00000000 #x00000000) #x00000001)))
      (a!116 (and (= sysctl_1 #x00000005)
                  (and (bvsle #x00000030 value_1) (bvsle value_1 #x0000ffff))))
      (a!117 (and (= sysctl_1 #x00000004)
                  (and (bvsle #x00000030 value_1) (bvsle value_1 #x0000ffff))))
      (a!134 (ite (= HZ #x0000012c)
                  #x00da740d
                  (ite (= HZ #x000000fa)
                       #x010624dd
                       (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!154 (and (and (= #x00000000 #x00000000)
                       (not (bvult connect_route_mtu connect_route_mtu)))
                  (bvult connect_route_mtu #x00000228)))
      (a!157 (and (and (= #x00000000 #x00000000)
                       (not (bvult connect_route_mtu mtu_1)))
                  (bvult mtu_1 #x00000228)))
      (a!170 (bvsub (ite passive_open #x00000000 #x00000000)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!220 (ite (and (= sysctl_1 #x00000001) true)
                  connect_tcp_mtu_probing
                  (ite (and (= sysctl_1 #x00000000)
                            (bvsle #x00000000 value_1)
                            (bvsle value_1 #x000000ff))
                       value_1
                       connect_tcp_mtu_probing)))
      (a!227 (bvslt mss_clamp
                    (bvsub mtu_2
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!2 (ite (= connect_tcp_mtu_probing #x00000000)
                a!1
                (ite (= a!1 #x00000000) #x00000001 a!1)))
      (a!5 (or (= a!1 #x00000000)
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!4))
      (a!7 (ite (bvult connect_route_mtu
                       (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6))
                connect_route_mtu
                (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!19 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!18
                 connect_tcp_time_stamp))
      (a!23 (ite a!22
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!25 (bvsub (ite passive_open a!12 a!12)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!32 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!31)
                   connect_route_mtu))
      (a!33 (= (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!31)
               (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!31)))
      (a!34 (bvsub (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!31)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!47 (ite a!46
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!50 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!49)
                   connect_route_mtu))
      (a!51 (= (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!49)
               (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!49)))
      (a!52 (bvsub (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!49)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!99 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (= connect_route_mtu connect_route_mtu)
                      (bvsub (ite passive_open #x00000000 #x00000000)
                             #x00000001)
                      a!98)
                 (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!101 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!49)
                    (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!118 (ite (= event_1 #x00000006)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000007)
                       connect_tcp_min_snd_mss
                       (ite a!116
                            connect_tcp_min_snd_mss
                            (ite a!117 value_1 connect_tcp_min_snd_mss)))))
      (a!123 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite passive_open #x00000000 #x00000000)
                  (ite passive_open a!12 a!12)))
      (a!135 (and (= sysctl_1 #x00000003)
                  (bvsle #x00000000 value_1)
                  (bvsle value_1 (ite (= HZ #x000003e8) #x00418937 a!134))))
      (a!171 (ite (bvslt (ite (bvslt mss_clamp a!170) mss_clamp a!170)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!170) mss_clamp a!170)))
      (a!228 (ite a!227
                  mss_clamp
                  (bvsub mtu_2
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (ite (= event_1 #x00000001)
                a!1
                (ite (= event_1 #x00000002)
                     a!1
                     (ite (= event_1 #x00000003) a!2 a!1))))
      (a!8 (ite (= connect_route_mtu connect_route_mtu)
                (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                a!7))
      (a!20 (bvule (ite (= HZ #x000003e8)
                        (bvmul connect_tcp_probe_interval #x000003e8)
                        a!17)
                   (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                          (ite passive_open a!18 a!19))))
      (a!24 (bvsub (ite (bvslt a!23 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!23)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!26 (ite (bvslt (ite (bvslt mss_clamp a!25) mss_clamp a!25)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!25) mss_clamp a!25)))
      (a!35 (ite (bvslt (ite (bvslt mss_clamp a!34) mss_clamp a!34)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!34) mss_clamp a!34)))
      (a!53 (ite (bvslt (ite (bvslt mss_clamp a!52) mss_clamp a!52)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!52) mss_clamp a!52)))
      (a!79 (ite a!32
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!31)
                 connect_route_mtu))
      (a!82 (ite a!50
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!49)
                 connect_route_mtu))
      (a!97 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!7
                 (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!100 (ite (= connect_tcp_mtu_probing #x00000000)
                  (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                  (ite (= a!1 #x00000000) a!7 a!7)))
      (a!102 (ite a!101
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!49)
                  (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!119 (ite (= event_1 #x00000003)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000004)
                       connect_tcp_min_snd_mss
                       (ite (= event_1 #x00000005)
                            connect_tcp_min_snd_mss
                            a!118))))
      (a!136 (ite a!135
                  connect_tcp_probe_threshold
                  (ite (and (= sysctl_1 #x00000002) true)
                       value_1
                       connect_tcp_probe_threshold)))
      (a!141 (ite (= event_1 #x00000007)
                  connect_tcp_probe_interval
                  (ite a!116
                       connect_tcp_probe_interval
                       (ite a!117
                            connect_tcp_probe_interval
                            (ite a!135 value_1 connect_tcp_probe_interval)))))
      (a!149 (ite (= event_1 #x00000003)
                  (ite (= connect_tcp_mtu_probing #x00000000)
                       (ite passive_open a!18 a!19)
                       (ite (= a!1 #x00000000)
                            (ite timed_1 at_1 connect_tcp_time_stamp)
                            (ite passive_open a!18 a!19)))
                  (ite passive_open a!18 a!19)))
      (a!221 (ite a!135
                  connect_tcp_mtu_probing
                  (ite (and (= sysctl_1 #x00000002) true)
                       connect_tcp_mtu_probing
                       a!220))))
(let ((a!9 (ite (= connect_route_mtu connect_route_mtu)
                a!8
                (ite (bvult connect_route_mtu a!8) connect_route_mtu a!8)))
      (a!27 (bvslt a!24
                   (bvsub a!26
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!36 (bvslt (bvsub a!35
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!26
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!54 (bvslt (bvsub a!53
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!26
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!103 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!49)
                    a!102))
      (a!120 (ite (= event_1 #x00000000)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000001)
                       connect_tcp_min_snd_mss
                       (ite (= event_1 #x00000002)
                            connect_tcp_min_snd_mss
                            a!119))))
      (a!124 (bvashr (bvsub a!26
                            (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                     #x00000001))
      (a!137 (ite (= event_1 #x00000006)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000007)
                       connect_tcp_probe_threshold
                       (ite a!116
                            connect_tcp_probe_threshold
                            (ite a!117 connect_tcp_probe_threshold a!136)))))
      (a!142 (ite (= event_1 #x00000004)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000005)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000006)
                            connect_tcp_probe_interval
                            a!141))))
      (a!172 (bvslt a!24
                    (bvsub a!171
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!222 (ite (= event_1 #x00000006)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000007)
                       connect_tcp_mtu_probing
                       (ite a!116
                            connect_tcp_mtu_probing
                            (ite a!117 connect_tcp_mtu_probing a!221))))))
(let ((a!10 (bvslt mss_clamp
                   (bvsub a!9
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!13 (bvsub (bvashr (bvadd a!9 (ite passive_open a!12 a!12)) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!28 (ite a!27
                 a!24
                 (bvsub a!26 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!37 (ite a!36
                 (bvsub a!35 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!26 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!55 (ite a!54
                 (bvsub a!53 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!26 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!88 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!31)
                   a!9))
      (a!104 (ite a!103
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!49)
                  a!102))
      (a!125 (ite (bvslt (ite (bvslt connect_tcp_base_mss a!124)
                              connect_tcp_base_mss
                              a!124)
                         connect_tcp_mtu_probe_floor)
                  connect_tcp_mtu_probe_floor
                  (ite (bvslt connect_tcp_base_mss a!124)
                       connect_tcp_base_mss
                       a!124)))
      (a!138 (ite (= event_1 #x00000003)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000004)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000005)
                            connect_tcp_probe_threshold
                            a!137))))
      (a!143 (ite (= event_1 #x00000001)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000002)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000003)
                            connect_tcp_probe_interval
                            a!142))))
      (a!173 (ite a!172
                  a!24
                  (bvsub a!171
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!223 (ite (= event_1 #x00000003)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000004)
                       connect_tcp_mtu_probing
                       (ite (= event_1 #x00000005)
                            connect_tcp_mtu_probing
                            a!222)))))
(let ((a!11 (ite a!10
                 mss_clamp
                 (bvsub a!9 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!14 (ite (bvslt (ite (bvslt mss_clamp a!13) mss_clamp a!13)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!13) mss_clamp a!13)))
      (a!29 (ite (= connect_route_mtu connect_route_mtu)
                 (ite (= a!1 #x00000000) a!24 a!28)
                 (ite (= a!1 #x00000000) a!24 a!28)))
      (a!38 (ite (= a!1 #x00000000)
                 (bvsub a!35 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!37))
      (a!48 (bvule (ite (= a!1 #x00000000) a!24 a!28)
                   (bvsub (ite (bvslt a!47 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!47)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!56 (ite (= a!1 #x00000000)
                 (bvsub a!53 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!55))
      (a!65 ((_ sign_extend 32)
              (bvadd (ite (= a!1 #x00000000) a!24 a!28)
                     (bvadd (bvadd #x00000014 tcp_options)
                            (ite ipv6 #x00000028 #x00000014)))))
      (a!89 (ite a!88
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!31)
                 a!9))
      (a!105 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!49)
                    (ite a!51 a!102 a!104)))
      (a!126 (bvadd (ite (bvslt a!125 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!125)
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!139 (ite (= event_1 #x00000000)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000001)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000002)
                            connect_tcp_probe_threshold
                            a!138))))
      (a!144 (ite (= HZ #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!143)
                         #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!143)
                         #x00000064)))
      (a!174 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= a!1 #x00000000) a!24 a!173)
                  (ite (= a!1 #x00000000) a!24 a!28)))
      (a!224 (ite (= event_1 #x00000000)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000001)
                       connect_tcp_mtu_probing
                       (ite (= event_1 #x00000002)
                            connect_tcp_mtu_probing
                            a!223)))))
(let ((a!15 (bvslt (bvsub (ite (bvslt a!11 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!11)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!14
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!21 (bvadd (bvsub a!14
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!30 (ite (= connect_route_mtu connect_route_mtu)
                 a!29
                 (ite (= a!1 #x00000000) a!24 a!28)))
      (a!40 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!33 a!38 a!38) a!39)))
      (a!57 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!51 a!56 a!56) a!39)))
      (a!67 (bvudiv (bvmul ((_ zero_extend 32)
                             (ite cwnd_set_1 cwnd_1 connect_snd_cwnd))
                           a!65)
                    a!66))
      (a!75 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!48))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!49)))
      (a!83 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!48))
                 connect_route_mtu
                 a!82))
      (a!90 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!31)
                   a!89))
      (a!106 (ite a!105
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!49)
                  (ite a!51 a!102 a!104)))
      (a!127 (ite (= connect_tcp_mtu_probing #x00000000)
                  (ite passive_open a!12 a!12)
                  (ite (= a!1 #x00000000) (ite passive_open a!12 a!12) a!126)))
      (a!145 (ite (= HZ #x000000fa)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!143)
                         #x000000fa)
                  a!144))
      (a!158 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!48))
                  #x00000000
                  (ite ipv6 #x00000000 (ite a!157 #x00000001 #x00000000))))
      (a!175 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!29
                  (ite (= a!1 #x00000000) a!24 a!28)))
      (a!176 (bvslt mss_clamp
                    (bvsub a!126
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!16 (or a!15
                (bvslt (bvsub a!9 (ite passive_open a!12 a!12))
                       connect_tcp_probe_threshold)))
      (a!41 (and (or (bvult (ite a!33 a!38 a!38) a!30) a!40) (not false)))
      (a!58 (or (bvult (ite a!51 a!56 a!56) (ite (= a!1 #x00000000) a!24 a!28))
                a!57))
      (a!64 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!21))
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                 (bvsub (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)))
      (a!68 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (bvult ((_ extract 31 0) a!67) #x00000001)
                      #x00000001
                      ((_ extract 31 0) a!67))
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!73 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!30 a!24)))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!31)))
      (a!76 (ite (= event_1 #x00000005)
                 connect_route_mtu
                 (ite (= event_1 #x00000006)
                      a!75
                      (ite (= event_1 #x00000007) mtu_1 connect_route_mtu))))
      (a!80 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!30 a!24)))
                 connect_route_mtu
                 a!79))
      (a!84 (ite (= event_1 #x00000004)
                 connect_route_mtu
                 (ite (= event_1 #x00000005)
                      connect_route_mtu
                      (ite (= event_1 #x00000006) a!83 connect_route_mtu))))
      (a!91 (ite a!90
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!31)
                 a!89))
      (a!121 (bvadd (ite (= connect_route_mtu connect_route_mtu)
                         a!30
                         (ite (= a!1 #x00000000) a!24 a!28))
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!128 (ite (= event_1 #x00000001)
                  a!123
                  (ite (= event_1 #x00000002)
                       (ite passive_open a!12 a!12)
                       (ite (= event_1 #x00000003)
                            a!127
                            (ite passive_open a!12 a!12)))))
      (a!146 (ite (= HZ #x0000012c)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!143)
                         #x0000012c)
                  a!145))
      (a!155 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!30 a!24)))
                  #x00000000
                  (ite ipv6 #x00000000 (ite a!154 #x00000001 #x00000000))))
      (a!159 (ite (= event_1 #x00000005)
                  #x00000000
                  (ite (= event_1 #x00000006)
                       a!158
                       (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!177 (ite a!176
                  mss_clamp
                  (bvsub a!126
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!180 (bvslt mss_clamp
                    (bvsub a!127
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!42 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!30 a!24)))
                 (ite passive_open #x00000000 #x00000000)
                 (ite a!32
                      (ite a!41
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      (ite passive_open #x00000000 #x00000000))))
      (a!59 (ite a!50
                 (ite (and a!58 (not cwnd_full_1))
                      #x00000000
                      (ite passive_open #x00000000 #x00000000))
                 (ite passive_open #x00000000 #x00000000)))
      (a!70 (ite (= event_1 #x00000000)
                 (ite a!5
                      (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                      (ite a!16 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) a!64))
                 (ite (= event_1 #x00000001)
                      a!68
                      (ite (= event_1 #x00000002)
                           a!69
                           (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))))
      (a!74 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!21))
                 (ite ipv6 connect_route_mtu a!73)
                 connect_route_mtu))
      (a!77 (ite (= event_1 #x00000002)
                 connect_route_mtu
                 (ite (= event_1 #x00000003)
                      connect_route_mtu
                      (ite (= event_1 #x00000004) connect_route_mtu a!76))))
      (a!81 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!21))
                 (ite ipv6 connect_route_mtu a!80)
                 connect_route_mtu))
      (a!85 (ite (= event_1 #x00000001)
                 connect_route_mtu
                 (ite (= event_1 #x00000002)
                      connect_route_mtu
                      (ite (= event_1 #x00000003) connect_route_mtu a!84))))
      (a!92 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!31)
                   (ite a!33 a!89 a!91)))
      (a!107 (ite a!50
                  (ite (and a!58 (not cwnd_full_1))
                       (ite a!51 (ite a!51 a!102 a!104) a!106)
                       (ite a!51 a!102 a!104))
                  (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!122 (ite a!5
                  (ite passive_open a!12 a!12)
                  (ite a!16
                       (ite a!20 a!121 (ite passive_open a!12 a!12))
                       (ite passive_open a!12 a!12))))
      (a!147 (ite (= HZ #x000003e8)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!143)
                         #x000003e8)
                  a!146))
      (a!148 (ite a!5
                  (ite passive_open a!18 a!19)
                  (ite a!16
                       (ite a!20
                            (ite timed_1 at_1 connect_tcp_time_stamp)
                            (ite passive_open a!18 a!19))
                       (ite passive_open a!18 a!19))))
      (a!156 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!21))
                  (ite ipv6 #x00000000 a!155)
                  #x00000000))
      (a!160 (ite (= event_1 #x00000002)
                  #x00000000
                  (ite (= event_1 #x00000003)
                       #x00000000
                       (ite (= event_1 #x00000004) #x00000000 a!159))))
      (a!163 (bvslt mss_clamp
                    (bvsub a!121
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!167 (ite a!32
                  (ite a!41
                       (ite a!33 (ite a!33 a!38 a!38) a!38)
                       (ite a!33 a!38 a!38))
                  a!30))
      (a!178 (bvsub (ite (bvslt a!177 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!177)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!181 (ite a!180
                  mss_clamp
                  (bvsub a!127
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!184 (ite a!50
                  (ite (and a!58 (not cwnd_full_1))
                       (ite a!51 (ite a!51 a!56 a!56) a!56)
                       (ite a!51 a!56 a!56))
                  (ite (= a!1 #x00000000) a!24 a!28))))
(let ((a!43 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!21))
                 (ite ipv6 (ite passive_open #x00000000 #x00000000) a!42)
                 a!21))
      (a!60 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!48))
                 (ite passive_open #x00000000 #x00000000)
                 a!59))
      (a!71 (not (not (bvult (ite cwnd_set_2 cwnd_2 a!70) #x0000000b))))
      (a!78 (ite (= event_1 #x00000000)
                 (ite a!5 connect_route_mtu (ite a!16 connect_route_mtu a!74))
                 (ite (= event_1 #x00000001) connect_route_mtu a!77)))
      (a!86 (ite (= event_1 #x00000000)
                 (ite a!5 connect_route_mtu (ite a!16 connect_route_mtu a!81))
                 a!85))
      (a!93 (ite a!92
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!31)
                 (ite a!33 a!89 a!91)))
      (a!108 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!48))
                  (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                  a!107))
      (a!150 (ite (= event_1 #x00000000)
                  a!148
                  (ite (= event_1 #x00000001)
                       (ite passive_open a!18 a!19)
                       (ite (= event_1 #x00000002)
                            (ite passive_open a!18 a!19)
                            a!149))))
      (a!161 (= (ite (= event_1 #x00000000)
                     (ite a!5 #x00000000 (ite a!16 #x00000000 a!156))
                     (ite (= event_1 #x00000001) #x00000000 a!160))
                #x00000000))
      (a!164 (ite a!163
                  mss_clamp
                  (bvsub a!121
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!168 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!30 a!24)))
                  a!30
                  a!167))
      (a!179 (ite (= a!1 #x00000000)
                  (ite (= #x00000001 #x00000000) a!24 a!28)
                  (ite (= a!1 #x00000000)
                       a!24
                       (ite (bvslt a!24 a!178) a!24 a!178))))
      (a!182 (bvsub (ite (bvslt a!181 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!181)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!185 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!48))
                  (ite (= a!1 #x00000000) a!24 a!28)
                  a!184))
      (a!192 (bvsub (ite (= event_1 #x00000000) a!122 a!128)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!44 (ite a!5
                 (ite passive_open #x00000000 #x00000000)
                 (ite a!16
                      (ite a!20
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      a!43)))
      (a!61 (ite (= event_1 #x00000004)
                 #x00000000
                 (ite (= event_1 #x00000005)
                      (ite passive_open #x00000000 #x00000000)
                      (ite (= event_1 #x00000006)
                           a!60
                           (ite passive_open #x00000000 #x00000000)))))
      (a!94 (ite a!32
                 (ite a!41
                      (ite a!33 (ite a!33 a!89 a!91) a!93)
                      (ite a!33 a!89 a!91))
                 a!9))
      (a!109 (ite (= event_1 #x00000005)
                  a!7
                  (ite (= event_1 #x00000006)
                       a!108
                       (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6))))
      (a!151 (bvule a!147
                    (bvsub (ite timed_2
                                at_2
                                (ite timed_1 at_1 connect_tcp_time_stamp))
                           a!150)))
      (a!152 (ite (= a!78 (ite (= a!78 a!86) a!86 a!78))
                  (ite (= a!78 a!86) a!86 a!78)
                  a!78))
      (a!165 (bvsub (ite (bvslt a!164 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!164)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!169 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!21))
                  (ite ipv6 a!30 a!168)
                  a!30))
      (a!183 (ite (= connect_route_mtu connect_route_mtu)
                  (ite (= connect_tcp_mtu_probing #x00000000)
                       (ite (= a!1 #x00000000) a!24 a!28)
                       a!179)
                  (ite (= a!2 #x00000000)
                       a!24
                       (ite (bvslt a!24 a!182) a!24 a!182))))
      (a!186 (ite (= event_1 #x00000005)
                  (ite (= a!1 #x00000000) a!24 a!28)
                  (ite (= event_1 #x00000006)
                       a!185
                       (ite (= a!1 #x00000000) a!24 a!28))))
      (a!189 (bvslt mss_clamp
                    (bvsub a!78
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!193 (ite (bvslt (ite (bvslt mss_clamp a!192) mss_clamp a!192) a!120)
                  a!120
                  (ite (bvslt mss_clamp a!192) mss_clamp a!192)))
      (a!198 (ite (and a!161 (not (bvult a!78 a!78)))
                  (ite (bvult a!78 #x00000228)
                       (ite (bvult a!78 #x00000228) a!78 #x00000228)
                       a!78)
                  a!78))
      (a!230 (ite (and a!161 (not (bvult a!78 mtu_2)))
                  (ite (bvult mtu_2 #x00000228)
                       (ite (bvult a!78 #x00000228) a!78 #x00000228)
                       mtu_2)
                  a!78)))
(let ((a!62 (ite (= event_1 #x00000001)
                 a!45
                 (ite (= event_1 #x00000002)
                      a!45
                      (ite (= event_1 #x00000003) #x00000000 a!61))))
      (a!95 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!30 a!24)))
                 a!9
                 a!94))
      (a!110 (ite (= event_1 #x00000003)
                  (ite (= connect_route_mtu connect_route_mtu)
                       a!100
                       (ite (bvult connect_route_mtu a!100)
                            connect_route_mtu
                            a!100))
                  (ite (= event_1 #x00000004) a!8 a!109)))
      (a!153 (ite (bvult (ite (= a!78 a!152) a!152 a!78)
                         (bvadd mss_clamp
                                #x00000014
                                (ite ipv6 #x00000028 #x00000014)))
                  (ite (= a!78 a!152) a!152 a!78)
                  (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!166 (ite a!20
                  (ite (= a!1 #x00000000)
                       a!24
                       (ite (bvslt a!24 a!165) a!24 a!165))
                  a!30))
      (a!187 (ite (= event_1 #x00000002)
                  a!175
                  (ite (= event_1 #x00000003)
                       a!183
                       (ite (= event_1 #x00000004) a!29 a!186))))
      (a!190 (ite a!189
                  mss_clamp
                  (bvsub a!78
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!199 (bvult (ite ipv6 (ite (bvult a!78 a!78) a!78 a!78) a!198) a!152))
      (a!200 (= (ite ipv6 (ite (bvult a!78 a!78) a!78 a!78) a!198)
                (ite ipv6 (ite (bvult a!78 a!78) a!78 a!78) a!198)))
      (a!201 (bvsub (ite ipv6 (ite (bvult a!78 a!78) a!78 a!78) a!198)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!231 (bvult (ite ipv6 (ite (bvult mtu_2 a!78) mtu_2 a!78) a!230) a!86))
      (a!232 (= (ite ipv6 (ite (bvult mtu_2 a!78) mtu_2 a!78) a!230)
                (ite ipv6 (ite (bvult mtu_2 a!78) mtu_2 a!78) a!230)))
      (a!233 (bvsub (ite ipv6 (ite (bvult mtu_2 a!78) mtu_2 a!78) a!230)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!63 (not (= (ite (= event_1 #x00000000) a!44 a!62) #x00000000)))
      (a!96 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!21))
                 (ite ipv6 a!9 a!95)
                 a!9))
      (a!188 (ite (= event_1 #x00000000)
                  (ite a!5 a!29 (ite a!16 a!166 a!169))
                  (ite (= event_1 #x00000001) a!174 a!187)))
      (a!191 (bvsub (ite (bvslt a!190 a!120) a!120 a!190)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!202 (ite (bvslt (ite (bvslt mss_clamp a!201) mss_clamp a!201) a!120)
                  a!120
                  (ite (bvslt mss_clamp a!201) mss_clamp a!201)))
      (a!206 (bvsub (bvsub (ite (= event_1 #x00000000) a!44 a!62)
                           (bvadd #x00000014 tcp_options))
                    (ite ipv6 #x00000028 #x00000014)))
      (a!217 (bvult a!78
                    (bvsub (ite (= event_1 #x00000000) a!44 a!62) #x00000001)))
      (a!234 (ite (bvslt (ite (bvslt mss_clamp a!233) mss_clamp a!233) a!120)
                  a!120
                  (ite (bvslt mss_clamp a!233) mss_clamp a!233))))
(let ((a!72 (or (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000) a!63 a!71))
      (a!111 (ite (= event_1 #x00000000)
                  (ite a!5 a!8 (ite a!16 (ite a!20 a!87 a!9) a!96))
                  (ite (= event_1 #x00000001)
                       a!97
                       (ite (= event_1 #x00000002) a!99 a!110))))
      (a!194 (bvslt a!191
                    (bvsub a!193
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!203 (bvslt (bvsub a!202
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvsub a!193
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!218 (ite a!217
                  a!78
                  (bvsub (ite (= event_1 #x00000000) a!44 a!62) #x00000001)))
      (a!229 (bvule a!188
                    (bvsub (ite (bvslt a!228 a!120) a!120 a!228)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!235 (bvslt (bvsub a!234
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvsub a!193
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!112 (ite (= a!78 a!86) a!111 (ite (bvult a!78 a!111) a!78 a!111)))
      (a!195 (ite a!194
                  a!191
                  (bvsub a!193
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!204 (ite a!203
                  (bvsub a!202
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!193
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!219 (ite (= a!78 a!86)
                  (bvsub (ite (= event_1 #x00000000) a!44 a!62) #x00000001)
                  a!218))
      (a!225 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (ite (bvult a!86 a!111) a!86 a!111)
                  (ite (bvult a!86 a!111) a!86 a!111)))
      (a!236 (ite a!235
                  (bvsub a!234
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!193
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!239 (bvult (ite ipv6 (ite (bvult mtu_2 a!78) mtu_2 a!78) a!230) a!111)))
(let ((a!113 (ite (= a!78 (ite (= a!78 a!86) a!86 a!78))
                  a!112
                  (ite (bvult a!78 a!112) a!78 a!112)))
      (a!196 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!191
                  a!195))
      (a!205 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!202
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!204))
      (a!226 (ite (bvult a!78 (ite (= a!224 #x00000000) a!111 a!225))
                  a!78
                  (ite (= a!224 #x00000000) a!111 a!225)))
      (a!237 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!234
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!236))
      (a!240 (ite a!239
                  (ite ipv6 (ite (bvult mtu_2 a!78) mtu_2 a!78) a!230)
                  a!111)))
(let ((a!114 (bvslt mss_clamp
                    (bvsub a!113
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!129 (bvashr (bvadd a!113 (ite (= event_1 #x00000000) a!122 a!128))
                     #x00000001))
      (a!140 (bvslt (bvsub a!113 (ite (= event_1 #x00000000) a!122 a!128))
                    a!139))
      (a!197 (ite (= a!78 (ite (= a!78 a!86) a!86 a!78))
                  (ite (= a!78 a!86) a!188 a!196)
                  a!196))
      (a!208 (bvult (ite ipv6 (ite (bvult a!78 a!78) a!78 a!78) a!198) a!113))
      (a!238 (or (bvult (ite a!232 a!237 a!237) a!188)
                 (and a!63 (bvult (ite a!232 a!237 a!237) a!206))))
      (a!241 (bvult (ite ipv6 (ite (bvult mtu_2 a!78) mtu_2 a!78) a!230) a!240)))
(let ((a!115 (ite a!114
                  mss_clamp
                  (bvsub a!113
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!130 (bvslt mss_clamp
                    (bvsub a!129
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!207 (or (bvult (ite a!200 a!205 a!205) a!197)
                 (and a!63 (bvult (ite a!200 a!205 a!205) a!206))))
      (a!209 (ite a!208
                  (ite ipv6 (ite (bvult a!78 a!78) a!78 a!78) a!198)
                  a!113))
      (a!242 (ite a!241
                  (ite ipv6 (ite (bvult mtu_2 a!78) mtu_2 a!78) a!230)
                  a!240)))
(let ((a!131 (ite a!130
                  mss_clamp
                  (bvsub a!129
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!210 (bvult (ite ipv6 (ite (bvult a!78 a!78) a!78 a!78) a!198) a!209))
      (a!243 (bvult (ite ipv6 (ite (bvult mtu_2 a!78) mtu_2 a!78) a!230)
                    (ite a!232 a!240 a!242))))
(let ((a!132 (bvsub (ite (bvslt a!131 a!120) a!120 a!131)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!211 (ite a!210
                  (ite ipv6 (ite (bvult a!78 a!78) a!78 a!78) a!198)
                  a!209))
      (a!244 (ite a!243
                  (ite ipv6 (ite (bvult mtu_2 a!78) mtu_2 a!78) a!230)
                  (ite a!232 a!240 a!242))))
(let ((a!133 (bvslt (bvsub (ite (bvslt a!115 a!120) a!120 a!115)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!132))
      (a!162 (bvult a!78
                    (bvadd a!132
                           (bvadd (bvadd #x00000014 tcp_options)
                                  (ite ipv6 #x00000028 #x00000014)))))
      (a!212 (bvult (ite ipv6 (ite (bvult a!78 a!78) a!78 a!78) a!198)
                    (ite a!200 a!209 a!211)))
      (a!245 (ite a!231
                  (ite (and a!238 (not cwnd_full_2))
                       (ite a!232 (ite a!232 a!240 a!242) a!244)
                       (ite a!232 a!240 a!242))
                  a!111)))
(let ((a!213 (ite a!212
                  (ite ipv6 (ite (bvult a!78 a!78) a!78 a!78) a!198)
                  (ite a!200 a!209 a!211)))
      (a!246 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!229)) a!111 a!245)))
(let ((a!214 (ite a!199
                  (ite (and a!207 (not false))
                       (ite a!200 (ite a!200 a!209 a!211) a!213)
                       (ite a!200 a!209 a!211))
                  a!113))
      (a!247 (ite (= event_2 #x00000004)
                  a!112
                  (ite (= event_2 #x00000005)
                       (ite (bvult a!86 a!111) a!86 a!111)
                       (ite (= event_2 #x00000006) a!246 a!111)))))
(let ((a!215 (ite (and ipv6 (or (bvult a!78 #x00000500) (bvule a!197 a!191)))
                  a!113
                  a!214))
      (a!248 (ite (= event_2 #x00000003)
                  (ite (= a!78 a!86)
                       (ite (= a!224 #x00000000) a!111 a!225)
                       a!226)
                  a!247)))
(let ((a!216 (ite (or a!133 a!140)
                  (ite a!151 a!153 a!113)
                  (ite (and (or ipv6 a!161) a!162) (ite ipv6 a!113 a!215) a!113)))
      (a!249 (ite (= event_2 #x00000001)
                  (ite a!63 (ite (bvult a!86 a!111) a!86 a!111) a!111)
                  (ite (= event_2 #x00000002) (ite a!63 a!219 a!111) a!248))))
(let ((a!250 (or (not (= event_2 #x00000002))
                 (bvsle (ite (= event_2 #x00000000)
                             (ite a!72 a!112 a!216)
                             a!249)
                        a!111))))
  (not a!250))))))))))))))))))))))))))))
(check-sat)
