; every-probe-loss-never-raises-high-bmc-fix-ipv6-min-mtu
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
      (a!16 (ite (= HZ #x0000012c)
                 (bvmul connect_tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul connect_tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)))))
      (a!17 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 #x00000000
                 connect_tcp_time_stamp))
      (a!21 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!24 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!38 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu))
      (a!46 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!52 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!53 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!56 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu mtu_1)))
                 (ite (bvult mtu_1 #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      mtu_1)
                 connect_route_mtu))
      (a!73 ((_ zero_extend 32)
              (ite (= (ite passive_open #x00000000 #x00000000) #x00000000)
                   #x00000001
                   (ite passive_open #x00000000 #x00000000))))
      (a!76 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvadd (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!107 (ite (bvult connect_route_mtu
                         (bvsub (ite passive_open #x00000000 #x00000000)
                                #x00000001))
                  connect_route_mtu
                  (bvsub (ite passive_open #x00000000 #x00000000) #x00000001)))
      (a!127 (and (= sysctl_1 #x00000005)
                  (and (bvsle #x00000030 value_1) (bvsle value_1 #x0000ffff))))
      (a!128 (and (= sysctl_1 #x00000004)
                  (and (bvsle #x00000030 value_1) (bvsle value_1 #x0000ffff))))
      (a!145 (ite (= HZ #x0000012c)
                  #x00da740d
                  (ite (= HZ #x000000fa)
                       #x010624dd
                       (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!162 (and (and (= #x00000000 #x00000000)
                       (not (bvult connect_route_mtu connect_route_mtu)))
                  (bvult connect_route_mtu #x00000228)))
      (a!166 (and (and (= #x00000000 #x00000000)
                       (not (bvult connect_route_mtu mtu_1)))
                  (bvult mtu_1 #x00000228)))
      (a!176 (bvsub (ite passive_open #x00000000 #x00000000)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!226 (ite (and (= sysctl_1 #x00000001) true)
                  connect_tcp_mtu_probing
                  (ite (and (= sysctl_1 #x00000000)
                            (bvsle #x00000000 value_1)
                            (bvsle value_1 #x000000ff))
                       value_1
                       connect_tcp_mtu_probing)))
      (a!233 (bvslt mss_clamp
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
      (a!12 (ite passive_open
                 (ite (and ipv6 (bvslt a!11 #x00000500)) #x00000500 a!11)
                 (ite (and ipv6 (bvslt a!11 #x00000500)) #x00000500 a!11)))
      (a!18 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!17
                 connect_tcp_time_stamp))
      (a!22 (ite a!21
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!25 (ite a!24
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!27 (bvsub (ite (and ipv6 (bvslt a!11 #x00000500)) #x00000500 a!11)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!39 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!38)
                   connect_route_mtu))
      (a!40 (= (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!38)
               (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!38)))
      (a!41 (bvsub (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!38)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!54 (ite a!53
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!57 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!56)
                   connect_route_mtu))
      (a!58 (= (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!56)
               (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!56)))
      (a!59 (bvsub (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!56)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!106 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                  a!6))
      (a!108 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= connect_route_mtu connect_route_mtu)
                       (bvsub (ite passive_open #x00000000 #x00000000)
                              #x00000001)
                       a!107)
                  a!6))
      (a!109 (ite (= connect_tcp_mtu_probing #x00000000)
                  a!6
                  (ite (= a!1 #x00000000)
                       (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                       (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6))))
      (a!110 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!56)
                    a!6))
      (a!129 (ite (= event_1 #x00000006)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000007)
                       connect_tcp_min_snd_mss
                       (ite a!127
                            connect_tcp_min_snd_mss
                            (ite a!128 value_1 connect_tcp_min_snd_mss)))))
      (a!146 (and (= sysctl_1 #x00000003)
                  (bvsle #x00000000 value_1)
                  (bvsle value_1 (ite (= HZ #x000003e8) #x00418937 a!145))))
      (a!177 (ite (bvslt (ite (bvslt mss_clamp a!176) mss_clamp a!176)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!176) mss_clamp a!176)))
      (a!234 (ite a!233
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
      (a!19 (bvule (ite (= HZ #x000003e8)
                        (bvmul connect_tcp_probe_interval #x000003e8)
                        a!16)
                   (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                          (ite passive_open a!17 a!18))))
      (a!23 (bvsub (ite (bvslt a!22 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!22)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!26 (bvsub (ite (bvslt a!25 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!25)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!28 (ite (bvslt (ite (bvslt mss_clamp a!27) mss_clamp a!27)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!27) mss_clamp a!27)))
      (a!33 (bvslt mss_clamp
                   (bvsub a!12
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!42 (ite (bvslt (ite (bvslt mss_clamp a!41) mss_clamp a!41)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!41) mss_clamp a!41)))
      (a!60 (ite (bvslt (ite (bvslt mss_clamp a!59) mss_clamp a!59)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!59) mss_clamp a!59)))
      (a!87 (ite a!39
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!38)
                 connect_route_mtu))
      (a!91 (ite a!57
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!56)
                 connect_route_mtu))
      (a!111 (ite a!110
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!56)
                  a!6))
      (a!130 (ite (= event_1 #x00000003)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000004)
                       connect_tcp_min_snd_mss
                       (ite (= event_1 #x00000005)
                            connect_tcp_min_snd_mss
                            a!129))))
      (a!135 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite passive_open #x00000000 #x00000000)
                  a!12))
      (a!147 (ite a!146
                  connect_tcp_probe_threshold
                  (ite (and (= sysctl_1 #x00000002) true)
                       value_1
                       connect_tcp_probe_threshold)))
      (a!151 (ite (= event_1 #x00000007)
                  connect_tcp_probe_interval
                  (ite a!127
                       connect_tcp_probe_interval
                       (ite a!128
                            connect_tcp_probe_interval
                            (ite a!146 value_1 connect_tcp_probe_interval)))))
      (a!159 (ite (= event_1 #x00000003)
                  (ite (= connect_tcp_mtu_probing #x00000000)
                       (ite passive_open a!17 a!18)
                       (ite (= a!1 #x00000000)
                            (ite timed_1 at_1 connect_tcp_time_stamp)
                            (ite passive_open a!17 a!18)))
                  (ite passive_open a!17 a!18)))
      (a!227 (ite a!146
                  connect_tcp_mtu_probing
                  (ite (and (= sysctl_1 #x00000002) true)
                       connect_tcp_mtu_probing
                       a!226))))
(let ((a!9 (bvslt mss_clamp
                  (bvsub a!8
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!13 (bvsub (bvashr (bvadd a!8 a!12) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!29 (bvslt a!23
                   (bvsub a!28
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!34 (ite a!33
                 mss_clamp
                 (bvsub a!12
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!96 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!38)
                   a!8))
      (a!112 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!56)
                    a!111))
      (a!131 (ite (= event_1 #x00000000)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000001)
                       connect_tcp_min_snd_mss
                       (ite (= event_1 #x00000002)
                            connect_tcp_min_snd_mss
                            a!130))))
      (a!148 (ite (= event_1 #x00000006)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000007)
                       connect_tcp_probe_threshold
                       (ite a!127
                            connect_tcp_probe_threshold
                            (ite a!128 connect_tcp_probe_threshold a!147)))))
      (a!152 (ite (= event_1 #x00000004)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000005)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000006)
                            connect_tcp_probe_interval
                            a!151))))
      (a!178 (bvslt a!23
                    (bvsub a!177
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!228 (ite (= event_1 #x00000006)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000007)
                       connect_tcp_mtu_probing
                       (ite a!127
                            connect_tcp_mtu_probing
                            (ite a!128 connect_tcp_mtu_probing a!227))))))
(let ((a!10 (ite a!9
                 mss_clamp
                 (bvsub a!8 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!14 (ite (bvslt (ite (bvslt mss_clamp a!13) mss_clamp a!13)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!13) mss_clamp a!13)))
      (a!30 (ite a!29
                 a!23
                 (bvsub a!28 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!35 (bvsub (ite (bvslt a!34 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!34)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!97 (ite a!96
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!38)
                 a!8))
      (a!113 (ite a!112
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!56)
                  a!111))
      (a!149 (ite (= event_1 #x00000003)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000004)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000005)
                            connect_tcp_probe_threshold
                            a!148))))
      (a!153 (ite (= event_1 #x00000001)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000002)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000003)
                            connect_tcp_probe_interval
                            a!152))))
      (a!179 (ite a!178
                  a!23
                  (bvsub a!177
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!229 (ite (= event_1 #x00000003)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000004)
                       connect_tcp_mtu_probing
                       (ite (= event_1 #x00000005)
                            connect_tcp_mtu_probing
                            a!228)))))
(let ((a!15 (bvslt (bvsub (ite (bvslt a!10 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!10)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!14
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!20 (bvadd (bvsub a!14
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!31 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!23
                 a!30))
      (a!36 (ite (= a!1 #x00000000) a!23 (ite (bvslt a!23 a!35) a!23 a!35)))
      (a!43 (bvslt (bvsub a!42
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!35))
      (a!61 (bvslt (bvsub a!60
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!35))
      (a!98 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!38)
                   a!97))
      (a!114 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!56)
                    (ite a!58 a!111 a!113)))
      (a!136 (ite (bvslt connect_tcp_base_mss (bvashr a!35 #x00000001))
                  connect_tcp_base_mss
                  (bvashr a!35 #x00000001)))
      (a!150 (ite (= event_1 #x00000000)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000001)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000002)
                            connect_tcp_probe_threshold
                            a!149))))
      (a!154 (ite (= HZ #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!153)
                         #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!153)
                         #x00000064)))
      (a!230 (ite (= event_1 #x00000000)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000001)
                       connect_tcp_mtu_probing
                       (ite (= event_1 #x00000002)
                            connect_tcp_mtu_probing
                            a!229)))))
(let ((a!32 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!23
                      (ite (bvslt a!23 a!26) a!23 a!26))
                 a!31))
      (a!44 (ite a!43
                 (bvsub a!42 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!35))
      (a!62 (ite a!61
                 (bvsub a!60 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!35))
      (a!70 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!20))
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                 (bvsub (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)))
      (a!99 (ite a!98
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!38)
                 a!97))
      (a!115 (ite a!114
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!56)
                  (ite a!58 a!111 a!113)))
      (a!137 (ite (bvslt (ite (bvslt a!136 connect_tcp_mtu_probe_floor)
                              connect_tcp_mtu_probe_floor
                              a!136)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt a!136 connect_tcp_mtu_probe_floor)
                       connect_tcp_mtu_probe_floor
                       a!136)))
      (a!155 (ite (= HZ #x000000fa)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!153)
                         #x000000fa)
                  a!154))
      (a!158 (ite (or a!15 (bvslt (bvsub a!8 a!12) connect_tcp_probe_threshold))
                  (ite a!19
                       (ite timed_1 at_1 connect_tcp_time_stamp)
                       (ite passive_open a!17 a!18))
                  (ite passive_open a!17 a!18))))
(let ((a!37 (ite (= connect_route_mtu connect_route_mtu)
                 (ite (= connect_route_mtu connect_route_mtu) a!32 a!36)
                 a!36))
      (a!45 (ite (= a!1 #x00000000)
                 (bvsub a!42 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!44))
      (a!55 (bvule a!32
                   (bvsub (ite (bvslt a!54 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!54)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!63 (ite (= a!1 #x00000000)
                 (bvsub a!60 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!62))
      (a!71 (ite (or a!15 (bvslt (bvsub a!8 a!12) connect_tcp_probe_threshold))
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                 a!70))
      (a!72 ((_ sign_extend 32)
              (bvadd a!32
                     (bvadd (bvadd #x00000014 tcp_options)
                            (ite ipv6 #x00000028 #x00000014)))))
      (a!100 (bvult (ite ipv6
                         (ite (bvult connect_route_mtu connect_route_mtu)
                              connect_route_mtu
                              connect_route_mtu)
                         a!38)
                    (ite a!40 a!97 a!99)))
      (a!138 (bvadd a!137
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!156 (ite (= HZ #x0000012c)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!153)
                         #x0000012c)
                  a!155))
      (a!160 (ite (= event_1 #x00000000)
                  (ite a!5 (ite passive_open a!17 a!18) a!158)
                  (ite (= event_1 #x00000001)
                       (ite passive_open a!17 a!18)
                       (ite (= event_1 #x00000002)
                            (ite passive_open a!17 a!18)
                            a!159))))
      (a!180 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= a!1 #x00000000) a!23 a!179)
                  a!32))
      (a!181 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= connect_route_mtu connect_route_mtu) a!32 a!36)
                  a!32)))
(let ((a!47 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!40 a!45 a!45) a!46)))
      (a!64 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!58 a!63 a!63) a!46)))
      (a!74 (bvudiv (bvmul ((_ zero_extend 32)
                             (ite cwnd_set_1 cwnd_1 connect_snd_cwnd))
                           a!72)
                    a!73))
      (a!80 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!37 a!23)))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!38)))
      (a!83 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!55))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!56)))
      (a!88 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!37 a!23)))
                 connect_route_mtu
                 a!87))
      (a!92 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!55))
                 connect_route_mtu
                 a!91))
      (a!101 (ite a!100
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!38)
                  (ite a!40 a!97 a!99)))
      (a!132 (bvadd (ite (= connect_route_mtu connect_route_mtu) a!37 a!36)
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!139 (ite (= a!1 #x00000000)
                  a!12
                  (ite (and ipv6 (bvslt a!138 #x00000500)) #x00000500 a!138)))
      (a!157 (ite (= HZ #x000003e8)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!153)
                         #x000003e8)
                  a!156))
      (a!163 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!37 a!23)))
                  #x00000000
                  (ite ipv6 #x00000000 (ite a!162 #x00000001 #x00000000))))
      (a!167 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!55))
                  #x00000000
                  (ite ipv6 #x00000000 (ite a!166 #x00000001 #x00000000))))
      (a!182 (bvsub (ite (and ipv6 (bvslt a!138 #x00000500)) #x00000500 a!138)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!48 (and (or (bvult (ite a!40 a!45 a!45) a!37) a!47) (not false)))
      (a!65 (and (or (bvult (ite a!58 a!63 a!63) a!32) a!64) (not cwnd_full_1)))
      (a!75 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (bvult ((_ extract 31 0) a!74) #x00000001)
                      #x00000001
                      ((_ extract 31 0) a!74))
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!81 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!20))
                 (ite ipv6 connect_route_mtu a!80)
                 connect_route_mtu))
      (a!84 (ite (= event_1 #x00000005)
                 connect_route_mtu
                 (ite (= event_1 #x00000006)
                      a!83
                      (ite (= event_1 #x00000007) mtu_1 connect_route_mtu))))
      (a!89 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!20))
                 (ite ipv6 connect_route_mtu a!88)
                 connect_route_mtu))
      (a!93 (ite (= event_1 #x00000004)
                 connect_route_mtu
                 (ite (= event_1 #x00000005)
                      connect_route_mtu
                      (ite (= event_1 #x00000006) a!92 connect_route_mtu))))
      (a!133 (ite a!19
                  (ite (and ipv6 (bvslt a!132 #x00000500)) #x00000500 a!132)
                  a!12))
      (a!140 (ite (= event_1 #x00000002)
                  a!12
                  (ite (= event_1 #x00000003)
                       (ite (= connect_tcp_mtu_probing #x00000000) a!12 a!139)
                       a!12)))
      (a!161 (bvule a!157
                    (bvsub (ite timed_2
                                at_2
                                (ite timed_1 at_1 connect_tcp_time_stamp))
                           a!160)))
      (a!164 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!20))
                  (ite ipv6 #x00000000 a!163)
                  #x00000000))
      (a!168 (ite (= event_1 #x00000005)
                  #x00000000
                  (ite (= event_1 #x00000006)
                       a!167
                       (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!183 (ite (bvslt (ite (bvslt mss_clamp a!182) mss_clamp a!182)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!182) mss_clamp a!182)))
      (a!187 (bvsub (ite (= connect_tcp_mtu_probing #x00000000) a!12 a!139)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!49 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!37 a!23)))
                 (ite passive_open #x00000000 #x00000000)
                 (ite a!39
                      (ite a!48
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      (ite passive_open #x00000000 #x00000000))))
      (a!66 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!55))
                 (ite passive_open #x00000000 #x00000000)
                 (ite a!57
                      (ite a!65
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      (ite passive_open #x00000000 #x00000000))))
      (a!77 (ite (= event_1 #x00000000)
                 (ite a!5 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) a!71)
                 (ite (= event_1 #x00000001)
                      a!75
                      (ite (= event_1 #x00000002)
                           a!76
                           (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))))
      (a!82 (ite (or a!15 (bvslt (bvsub a!8 a!12) connect_tcp_probe_threshold))
                 connect_route_mtu
                 a!81))
      (a!85 (ite (= event_1 #x00000002)
                 connect_route_mtu
                 (ite (= event_1 #x00000003)
                      connect_route_mtu
                      (ite (= event_1 #x00000004) connect_route_mtu a!84))))
      (a!90 (ite (or a!15 (bvslt (bvsub a!8 a!12) connect_tcp_probe_threshold))
                 connect_route_mtu
                 a!89))
      (a!94 (ite (= event_1 #x00000001)
                 connect_route_mtu
                 (ite (= event_1 #x00000002)
                      connect_route_mtu
                      (ite (= event_1 #x00000003) connect_route_mtu a!93))))
      (a!102 (ite a!39
                  (ite a!48
                       (ite a!40 (ite a!40 a!97 a!99) a!101)
                       (ite a!40 a!97 a!99))
                  a!8))
      (a!116 (ite a!57
                  (ite a!65
                       (ite a!58 (ite a!58 a!111 a!113) a!115)
                       (ite a!58 a!111 a!113))
                  a!6))
      (a!134 (ite (or a!15 (bvslt (bvsub a!8 a!12) connect_tcp_probe_threshold))
                  a!133
                  a!12))
      (a!165 (ite (or a!15 (bvslt (bvsub a!8 a!12) connect_tcp_probe_threshold))
                  #x00000000
                  a!164))
      (a!169 (ite (= event_1 #x00000002)
                  #x00000000
                  (ite (= event_1 #x00000003)
                       #x00000000
                       (ite (= event_1 #x00000004) #x00000000 a!168))))
      (a!172 (ite a!39
                  (ite a!48
                       (ite a!40 (ite a!40 a!45 a!45) a!45)
                       (ite a!40 a!45 a!45))
                  a!37))
      (a!184 (bvslt a!23
                    (bvsub a!183
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!188 (ite (bvslt (ite (bvslt mss_clamp a!187) mss_clamp a!187)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!187) mss_clamp a!187)))
      (a!191 (ite a!57
                  (ite a!65
                       (ite a!58 (ite a!58 a!63 a!63) a!63)
                       (ite a!58 a!63 a!63))
                  a!32)))
(let ((a!50 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!20))
                 (ite ipv6 (ite passive_open #x00000000 #x00000000) a!49)
                 a!20))
      (a!67 (ite (= event_1 #x00000004)
                 #x00000000
                 (ite (= event_1 #x00000005)
                      (ite passive_open #x00000000 #x00000000)
                      (ite (= event_1 #x00000006)
                           a!66
                           (ite passive_open #x00000000 #x00000000)))))
      (a!78 (not (not (bvult (ite cwnd_set_2 cwnd_2 a!77) #x0000000b))))
      (a!86 (ite (= event_1 #x00000000)
                 (ite a!5 connect_route_mtu a!82)
                 (ite (= event_1 #x00000001) connect_route_mtu a!85)))
      (a!103 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!37 a!23)))
                  a!8
                  a!102))
      (a!117 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!55)) a!6 a!116))
      (a!141 (ite (= event_1 #x00000000)
                  (ite a!5 a!12 a!134)
                  (ite (= event_1 #x00000001) a!135 a!140)))
      (a!170 (= (ite (= event_1 #x00000000)
                     (ite a!5 #x00000000 a!165)
                     (ite (= event_1 #x00000001) #x00000000 a!169))
                #x00000000))
      (a!173 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!37 a!23)))
                  a!37
                  a!172))
      (a!185 (ite a!184
                  a!23
                  (bvsub a!183
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!189 (bvslt a!23
                    (bvsub a!188
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!192 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!55)) a!32 a!191)))
(let ((a!51 (ite (or a!15 (bvslt (bvsub a!8 a!12) connect_tcp_probe_threshold))
                 (ite a!19 #x00000000 (ite passive_open #x00000000 #x00000000))
                 a!50))
      (a!68 (ite (= event_1 #x00000001)
                 a!52
                 (ite (= event_1 #x00000002)
                      a!52
                      (ite (= event_1 #x00000003) #x00000000 a!67))))
      (a!95 (= a!86
               (ite (= event_1 #x00000000)
                    (ite a!5 connect_route_mtu a!90)
                    a!94)))
      (a!104 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!20))
                  (ite ipv6 a!8 a!103)
                  a!8))
      (a!118 (ite (= event_1 #x00000004)
                  a!7
                  (ite (= event_1 #x00000005)
                       (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                       (ite (= event_1 #x00000006) a!117 a!6))))
      (a!174 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!20))
                  (ite ipv6 a!37 a!173)
                  a!37))
      (a!186 (ite (= a!1 #x00000000)
                  (ite (= #x00000001 #x00000000)
                       a!23
                       (ite (bvslt a!23 a!35) a!23 a!35))
                  (ite (= a!1 #x00000000) a!23 a!185)))
      (a!190 (ite a!189
                  a!23
                  (bvsub a!188
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!193 (ite (= event_1 #x00000004)
                  (ite (= connect_route_mtu connect_route_mtu) a!32 a!36)
                  (ite (= event_1 #x00000005)
                       a!36
                       (ite (= event_1 #x00000006) a!192 a!32))))
      (a!196 (bvslt mss_clamp
                    (bvsub a!86
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!199 (bvslt mss_clamp
                    (bvsub a!141
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!204 (ite (and a!170 (not (bvult a!86 a!86)))
                  (ite (bvult a!86 #x00000228)
                       (ite (bvult a!86 #x00000228) a!86 #x00000228)
                       a!86)
                  a!86))
      (a!236 (ite (and a!170 (not (bvult a!86 mtu_2)))
                  (ite (bvult mtu_2 #x00000228)
                       (ite (bvult a!86 #x00000228) a!86 #x00000228)
                       mtu_2)
                  a!86)))
(let ((a!69 (ite (= event_1 #x00000000)
                 (ite a!5 (ite passive_open #x00000000 #x00000000) a!51)
                 a!68))
      (a!105 (ite (or a!15 (bvslt (bvsub a!8 a!12) connect_tcp_probe_threshold))
                  (ite a!19
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014))
                       a!8)
                  a!104))
      (a!119 (ite (= event_1 #x00000003)
                  (ite (= connect_route_mtu connect_route_mtu)
                       a!109
                       (ite (bvult connect_route_mtu a!109)
                            connect_route_mtu
                            a!109))
                  a!118))
      (a!121 (ite a!95
                  (ite (= event_1 #x00000000)
                       (ite a!5 connect_route_mtu a!90)
                       a!94)
                  a!86))
      (a!175 (ite (or a!15 (bvslt (bvsub a!8 a!12) connect_tcp_probe_threshold))
                  (ite a!19
                       (ite (= connect_route_mtu connect_route_mtu) a!37 a!36)
                       a!37)
                  a!174))
      (a!194 (ite (= event_1 #x00000003)
                  (ite (= connect_route_mtu connect_route_mtu)
                       (ite (= connect_tcp_mtu_probing #x00000000) a!32 a!186)
                       (ite (= a!2 #x00000000) a!23 a!190))
                  a!193))
      (a!197 (ite a!196
                  mss_clamp
                  (bvsub a!86
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!200 (ite a!199
                  mss_clamp
                  (bvsub a!141
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!206 (= (ite ipv6 (ite (bvult a!86 a!86) a!86 a!86) a!204)
                (ite ipv6 (ite (bvult a!86 a!86) a!86 a!86) a!204)))
      (a!207 (bvsub (ite ipv6 (ite (bvult a!86 a!86) a!86 a!86) a!204)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!237 (bvult (ite ipv6 (ite (bvult mtu_2 a!86) mtu_2 a!86) a!236)
                    (ite (= event_1 #x00000000)
                         (ite a!5 connect_route_mtu a!90)
                         a!94)))
      (a!238 (= (ite ipv6 (ite (bvult mtu_2 a!86) mtu_2 a!86) a!236)
                (ite ipv6 (ite (bvult mtu_2 a!86) mtu_2 a!86) a!236)))
      (a!239 (bvsub (ite ipv6 (ite (bvult mtu_2 a!86) mtu_2 a!86) a!236)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!79 (or (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                (not (= a!69 #x00000000))
                a!78))
      (a!120 (ite (= event_1 #x00000000)
                  (ite a!5 a!7 a!105)
                  (ite (= event_1 #x00000001)
                       a!106
                       (ite (= event_1 #x00000002) a!108 a!119))))
      (a!195 (ite (= event_1 #x00000000)
                  (ite a!5
                       (ite (= connect_route_mtu connect_route_mtu) a!32 a!36)
                       a!175)
                  (ite (= event_1 #x00000001)
                       a!180
                       (ite (= event_1 #x00000002) a!181 a!194))))
      (a!198 (bvsub (ite (bvslt a!197 a!131) a!131 a!197)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!201 (bvsub (ite (bvslt a!200 a!131) a!131 a!200)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!205 (bvult (ite ipv6 (ite (bvult a!86 a!86) a!86 a!86) a!204)
                    (ite (= a!86 a!121) a!121 a!86)))
      (a!208 (ite (bvslt (ite (bvslt mss_clamp a!207) mss_clamp a!207) a!131)
                  a!131
                  (ite (bvslt mss_clamp a!207) mss_clamp a!207)))
      (a!212 (bvsub (bvsub a!69 (bvadd #x00000014 tcp_options))
                    (ite ipv6 #x00000028 #x00000014)))
      (a!225 (ite a!95
                  (bvsub a!69 #x00000001)
                  (ite (bvult a!86 (bvsub a!69 #x00000001))
                       a!86
                       (bvsub a!69 #x00000001))))
      (a!240 (ite (bvslt (ite (bvslt mss_clamp a!239) mss_clamp a!239) a!131)
                  a!131
                  (ite (bvslt mss_clamp a!239) mss_clamp a!239))))
(let ((a!122 (bvult a!86 (ite a!95 a!120 (ite (bvult a!86 a!120) a!86 a!120))))
      (a!202 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!198
                  (ite (bvslt a!198 a!201) a!198 a!201)))
      (a!209 (bvslt (bvsub a!208
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!201))
      (a!224 (ite (bvult (ite (= event_1 #x00000000)
                              (ite a!5 connect_route_mtu a!90)
                              a!94)
                         a!120)
                  (ite (= event_1 #x00000000)
                       (ite a!5 connect_route_mtu a!90)
                       a!94)
                  a!120))
      (a!235 (bvule a!195
                    (bvsub (ite (bvslt a!234 a!131) a!131 a!234)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!241 (bvslt (bvsub a!240
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!201))
      (a!245 (bvult (ite ipv6 (ite (bvult mtu_2 a!86) mtu_2 a!86) a!236) a!120)))
(let ((a!123 (ite a!122
                  a!86
                  (ite a!95 a!120 (ite (bvult a!86 a!120) a!86 a!120))))
      (a!203 (or (bvult a!86 #x00000500)
                 (bvule (ite (= a!86 a!121) (ite a!95 a!195 a!202) a!202) a!198)))
      (a!210 (ite a!209
                  (bvsub a!208
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!201))
      (a!231 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!224
                  a!224))
      (a!242 (ite a!241
                  (bvsub a!240
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!201))
      (a!246 (ite a!245
                  (ite ipv6 (ite (bvult mtu_2 a!86) mtu_2 a!86) a!236)
                  a!120)))
(let ((a!124 (ite (= a!86 a!121)
                  (ite a!95 a!120 (ite (bvult a!86 a!120) a!86 a!120))
                  a!123))
      (a!211 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!208
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!210))
      (a!232 (ite (bvult a!86 (ite (= a!230 #x00000000) a!120 a!231))
                  a!86
                  (ite (= a!230 #x00000000) a!120 a!231)))
      (a!243 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!240
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!242))
      (a!247 (bvult (ite ipv6 (ite (bvult mtu_2 a!86) mtu_2 a!86) a!236) a!246)))
(let ((a!125 (bvslt mss_clamp
                    (bvsub a!124
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!142 (bvsub (bvashr (bvadd a!124 a!141) #x00000001)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!213 (or (bvult (ite a!206 a!211 a!211)
                        (ite (= a!86 a!121) (ite a!95 a!195 a!202) a!202))
                 (and (not (= a!69 #x00000000))
                      (bvult (ite a!206 a!211 a!211) a!212))))
      (a!214 (bvult (ite ipv6 (ite (bvult a!86 a!86) a!86 a!86) a!204) a!124))
      (a!244 (or (bvult (ite a!238 a!243 a!243) a!195)
                 (and (not (= a!69 #x00000000))
                      (bvult (ite a!238 a!243 a!243) a!212))))
      (a!248 (ite a!247
                  (ite ipv6 (ite (bvult mtu_2 a!86) mtu_2 a!86) a!236)
                  a!246)))
(let ((a!126 (ite a!125
                  mss_clamp
                  (bvsub a!124
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!143 (ite (bvslt (ite (bvslt mss_clamp a!142) mss_clamp a!142) a!131)
                  a!131
                  (ite (bvslt mss_clamp a!142) mss_clamp a!142)))
      (a!215 (ite a!214
                  (ite ipv6 (ite (bvult a!86 a!86) a!86 a!86) a!204)
                  a!124))
      (a!249 (bvult (ite ipv6 (ite (bvult mtu_2 a!86) mtu_2 a!86) a!236)
                    (ite a!238 a!246 a!248))))
(let ((a!144 (bvslt (bvsub (ite (bvslt a!126 a!131) a!131 a!126)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvsub a!143
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!171 (bvadd (bvsub a!143
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!216 (bvult (ite ipv6 (ite (bvult a!86 a!86) a!86 a!86) a!204) a!215))
      (a!250 (ite a!249
                  (ite ipv6 (ite (bvult mtu_2 a!86) mtu_2 a!86) a!236)
                  (ite a!238 a!246 a!248))))
(let ((a!217 (ite a!216
                  (ite ipv6 (ite (bvult a!86 a!86) a!86 a!86) a!204)
                  a!215))
      (a!251 (ite a!237
                  (ite (and a!244 (not cwnd_full_2))
                       (ite a!238 (ite a!238 a!246 a!248) a!250)
                       (ite a!238 a!246 a!248))
                  a!120)))
(let ((a!218 (bvult (ite ipv6 (ite (bvult a!86 a!86) a!86 a!86) a!204)
                    (ite a!206 a!215 a!217)))
      (a!252 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!235)) a!120 a!251)))
(let ((a!219 (ite a!218
                  (ite ipv6 (ite (bvult a!86 a!86) a!86 a!86) a!204)
                  (ite a!206 a!215 a!217)))
      (a!253 (ite (= event_2 #x00000004)
                  (ite a!95 a!120 (ite (bvult a!86 a!120) a!86 a!120))
                  (ite (= event_2 #x00000005)
                       a!224
                       (ite (= event_2 #x00000006) a!252 a!120)))))
(let ((a!220 (ite a!205
                  (ite (and a!213 (not false))
                       (ite a!206 (ite a!206 a!215 a!217) a!219)
                       (ite a!206 a!215 a!217))
                  a!124))
      (a!254 (ite (= event_2 #x00000003)
                  (ite a!95 (ite (= a!230 #x00000000) a!120 a!231) a!232)
                  a!253)))
(let ((a!221 (ite (and (or ipv6 a!170) (bvult a!86 a!171))
                  (ite ipv6 a!124 (ite (and ipv6 a!203) a!124 a!220))
                  a!124))
      (a!255 (ite (= event_2 #x00000002)
                  (ite (not (= a!69 #x00000000)) a!225 a!120)
                  a!254)))
(let ((a!222 (ite (or a!144 (bvslt (bvsub a!124 a!141) a!150))
                  (ite a!161
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014))
                       a!124)
                  a!221))
      (a!256 (ite (= event_2 #x00000001)
                  (ite (not (= a!69 #x00000000)) a!224 a!120)
                  a!255)))
(let ((a!223 (ite a!79
                  (ite a!95 a!120 (ite (bvult a!86 a!120) a!86 a!120))
                  a!222)))
(let ((a!257 (or (not (= event_2 #x00000002))
                 (bvsle (ite (= event_2 #x00000000) a!223 a!256) a!120))))
  (not a!257)))))))))))))))))))))))))))))))
(check-sat)
