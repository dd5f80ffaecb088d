; every-probe-loss-never-raises-high-bmc-fix-stop-at-two
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
      (a!72 ((_ zero_extend 32)
              (ite (= (ite passive_open #x00000000 #x00000000) #x00000000)
                   #x00000001
                   (ite passive_open #x00000000 #x00000000))))
      (a!75 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvadd (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!104 (ite (bvult connect_route_mtu
                         (bvsub (ite passive_open #x00000000 #x00000000)
                                #x00000001))
                  connect_route_mtu
                  (bvsub (ite passive_open #x00000000 #x00000000) #x00000001)))
      (a!122 (and (= sysctl_1 #x00000005)
                  (and (bvsle #x00000030 value_1) (bvsle value_1 #x0000ffff))))
      (a!123 (and (= sysctl_1 #x00000004)
                  (and (bvsle #x00000030 value_1) (bvsle value_1 #x0000ffff))))
      (a!139 (ite (= HZ #x0000012c)
                  #x00da740d
                  (ite (= HZ #x000000fa)
                       #x010624dd
                       (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!157 (and (and (= #x00000000 #x00000000)
                       (not (bvult connect_route_mtu connect_route_mtu)))
                  (bvult connect_route_mtu #x00000228)))
      (a!160 (and (and (= #x00000000 #x00000000)
                       (not (bvult connect_route_mtu mtu_1)))
                  (bvult mtu_1 #x00000228)))
      (a!169 (bvsub (ite passive_open #x00000000 #x00000000)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!219 (ite (and (= sysctl_1 #x00000001) true)
                  connect_tcp_mtu_probing
                  (ite (and (= sysctl_1 #x00000000)
                            (bvsle #x00000000 value_1)
                            (bvsle value_1 #x000000ff))
                       value_1
                       connect_tcp_mtu_probing)))
      (a!226 (bvslt mss_clamp
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
      (a!27 (bvslt mss_clamp
                   (bvsub a!11
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!32 (bvsub (ite passive_open a!11 a!11)
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
      (a!103 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                  a!6))
      (a!105 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= connect_route_mtu connect_route_mtu)
                       (bvsub (ite passive_open #x00000000 #x00000000)
                              #x00000001)
                       a!104)
                  a!6))
      (a!106 (ite (= connect_tcp_mtu_probing #x00000000)
                  a!6
                  (ite (= a!1 #x00000000)
                       (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                       (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6))))
      (a!107 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!56)
                    a!6))
      (a!124 (ite (= event_1 #x00000006)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000007)
                       connect_tcp_min_snd_mss
                       (ite a!122
                            connect_tcp_min_snd_mss
                            (ite a!123 value_1 connect_tcp_min_snd_mss)))))
      (a!129 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite passive_open #x00000000 #x00000000)
                  (ite passive_open a!11 a!11)))
      (a!140 (and (= sysctl_1 #x00000003)
                  (bvsle #x00000000 value_1)
                  (bvsle value_1 (ite (= HZ #x000003e8) #x00418937 a!139))))
      (a!170 (ite (bvslt (ite (bvslt mss_clamp a!169) mss_clamp a!169)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!169) mss_clamp a!169)))
      (a!227 (ite a!226
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
      (a!28 (ite a!27
                 mss_clamp
                 (bvsub a!11
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!33 (ite (bvslt (ite (bvslt mss_clamp a!32) mss_clamp a!32)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!32) mss_clamp a!32)))
      (a!42 (ite (bvslt (ite (bvslt mss_clamp a!41) mss_clamp a!41)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!41) mss_clamp a!41)))
      (a!60 (ite (bvslt (ite (bvslt mss_clamp a!59) mss_clamp a!59)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!59) mss_clamp a!59)))
      (a!85 (ite a!39
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!38)
                 connect_route_mtu))
      (a!88 (ite a!57
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!56)
                 connect_route_mtu))
      (a!108 (ite a!107
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!56)
                  a!6))
      (a!125 (ite (= event_1 #x00000003)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000004)
                       connect_tcp_min_snd_mss
                       (ite (= event_1 #x00000005)
                            connect_tcp_min_snd_mss
                            a!124))))
      (a!141 (ite a!140
                  connect_tcp_probe_threshold
                  (ite (and (= sysctl_1 #x00000002) true)
                       value_1
                       connect_tcp_probe_threshold)))
      (a!146 (ite (= event_1 #x00000007)
                  connect_tcp_probe_interval
                  (ite a!122
                       connect_tcp_probe_interval
                       (ite a!123
                            connect_tcp_probe_interval
                            (ite a!140 value_1 connect_tcp_probe_interval)))))
      (a!154 (ite (= event_1 #x00000003)
                  (ite (= connect_tcp_mtu_probing #x00000000)
                       (ite passive_open a!17 a!18)
                       (ite (= a!1 #x00000000)
                            (ite timed_1 at_1 connect_tcp_time_stamp)
                            (ite passive_open a!17 a!18)))
                  (ite passive_open a!17 a!18)))
      (a!220 (ite a!140
                  connect_tcp_mtu_probing
                  (ite (and (= sysctl_1 #x00000002) true)
                       connect_tcp_mtu_probing
                       a!219))))
(let ((a!9 (bvslt mss_clamp
                  (bvsub a!8
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!12 (bvsub (bvashr (bvadd a!8 (ite passive_open a!11 a!11)) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!29 (bvsub (ite (bvslt a!28 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!28)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!34 (bvslt a!23
                   (bvsub a!33
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!43 (bvslt (bvsub a!42
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!33
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!61 (bvslt (bvsub a!60
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!33
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!93 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!38)
                   a!8))
      (a!109 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!56)
                    a!108))
      (a!126 (ite (= event_1 #x00000000)
                  connect_tcp_min_snd_mss
                  (ite (= event_1 #x00000001)
                       connect_tcp_min_snd_mss
                       (ite (= event_1 #x00000002)
                            connect_tcp_min_snd_mss
                            a!125))))
      (a!130 (bvashr (bvsub a!33
                            (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                     #x00000001))
      (a!142 (ite (= event_1 #x00000006)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000007)
                       connect_tcp_probe_threshold
                       (ite a!122
                            connect_tcp_probe_threshold
                            (ite a!123 connect_tcp_probe_threshold a!141)))))
      (a!147 (ite (= event_1 #x00000004)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000005)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000006)
                            connect_tcp_probe_interval
                            a!146))))
      (a!171 (bvslt a!23
                    (bvsub a!170
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!221 (ite (= event_1 #x00000006)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000007)
                       connect_tcp_mtu_probing
                       (ite a!122
                            connect_tcp_mtu_probing
                            (ite a!123 connect_tcp_mtu_probing a!220))))))
(let ((a!10 (ite a!9
                 mss_clamp
                 (bvsub a!8 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!13 (ite (bvslt (ite (bvslt mss_clamp a!12) mss_clamp a!12)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!12) mss_clamp a!12)))
      (a!30 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!23
                 (ite (bvslt a!23 a!29) a!23 a!29)))
      (a!35 (ite a!34
                 a!23
                 (bvsub a!33 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!44 (ite a!43
                 (bvsub a!42 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!33 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!62 (ite a!61
                 (bvsub a!60 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!33 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!94 (ite a!93
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!38)
                 a!8))
      (a!110 (ite a!109
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!56)
                  a!108))
      (a!131 (ite (bvslt (ite (bvslt connect_tcp_base_mss a!130)
                              connect_tcp_base_mss
                              a!130)
                         connect_tcp_mtu_probe_floor)
                  connect_tcp_mtu_probe_floor
                  (ite (bvslt connect_tcp_base_mss a!130)
                       connect_tcp_base_mss
                       a!130)))
      (a!143 (ite (= event_1 #x00000003)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000004)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000005)
                            connect_tcp_probe_threshold
                            a!142))))
      (a!148 (ite (= event_1 #x00000001)
                  connect_tcp_probe_interval
                  (ite (= event_1 #x00000002)
                       connect_tcp_probe_interval
                       (ite (= event_1 #x00000003)
                            connect_tcp_probe_interval
                            a!147))))
      (a!172 (ite a!171
                  a!23
                  (bvsub a!170
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!222 (ite (= event_1 #x00000003)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000004)
                       connect_tcp_mtu_probing
                       (ite (= event_1 #x00000005)
                            connect_tcp_mtu_probing
                            a!221)))))
(let ((a!14 (bvslt (bvsub (ite (bvslt a!10 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!10)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!13
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!20 (bvadd (bvsub a!13
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!31 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!23
                      (ite (bvslt a!23 a!26) a!23 a!26))
                 a!30))
      (a!45 (ite (= a!1 #x00000000)
                 (bvsub a!42 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!44))
      (a!63 (ite (= a!1 #x00000000)
                 (bvsub a!60 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!62))
      (a!95 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!38)
                   a!94))
      (a!111 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!56)
                    (ite a!58 a!108 a!110)))
      (a!132 (bvadd (ite (bvslt a!131 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!131)
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!144 (ite (= event_1 #x00000000)
                  connect_tcp_probe_threshold
                  (ite (= event_1 #x00000001)
                       connect_tcp_probe_threshold
                       (ite (= event_1 #x00000002)
                            connect_tcp_probe_threshold
                            a!143))))
      (a!149 (ite (= HZ #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!148)
                         #x00000064)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!148)
                         #x00000064)))
      (a!223 (ite (= event_1 #x00000000)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000001)
                       connect_tcp_mtu_probing
                       (ite (= event_1 #x00000002)
                            connect_tcp_mtu_probing
                            a!222)))))
(let ((a!15 (or a!14
                (bvslt (bvsub a!8 (ite passive_open a!11 a!11))
                       (ite (bvslt #x00000002 connect_tcp_probe_threshold)
                            connect_tcp_probe_threshold
                            #x00000002))))
      (a!36 (ite (= connect_route_mtu connect_route_mtu)
                 a!31
                 (ite (= a!1 #x00000000) a!23 a!35)))
      (a!47 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!40 a!45 a!45) a!46)))
      (a!55 (bvule a!31
                   (bvsub (ite (bvslt a!54 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!54)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!64 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!58 a!63 a!63) a!46)))
      (a!70 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!20))
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                 (bvsub (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)))
      (a!71 ((_ sign_extend 32)
              (bvadd a!31
                     (bvadd (bvadd #x00000014 tcp_options)
                            (ite ipv6 #x00000028 #x00000014)))))
      (a!96 (ite a!95
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!38)
                 a!94))
      (a!112 (ite a!111
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!56)
                  (ite a!58 a!108 a!110)))
      (a!133 (ite (= connect_tcp_mtu_probing #x00000000)
                  (ite passive_open a!11 a!11)
                  (ite (= a!1 #x00000000) (ite passive_open a!11 a!11) a!132)))
      (a!150 (ite (= HZ #x000000fa)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!148)
                         #x000000fa)
                  a!149))
      (a!173 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= a!1 #x00000000) a!23 a!172)
                  a!31))
      (a!175 (bvslt mss_clamp
                    (bvsub a!132
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!37 (ite (= connect_route_mtu connect_route_mtu)
                 a!36
                 (ite (= a!1 #x00000000) a!23 a!35)))
      (a!65 (and (or (bvult (ite a!58 a!63 a!63) a!31) a!64) (not cwnd_full_1)))
      (a!73 (bvudiv (bvmul ((_ zero_extend 32)
                             (ite cwnd_set_1 cwnd_1 connect_snd_cwnd))
                           a!71)
                    a!72))
      (a!81 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!55))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!56)))
      (a!89 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!55))
                 connect_route_mtu
                 a!88))
      (a!97 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!38)
                   (ite a!40 a!94 a!96)))
      (a!134 (ite (= event_1 #x00000001)
                  a!129
                  (ite (= event_1 #x00000002)
                       (ite passive_open a!11 a!11)
                       (ite (= event_1 #x00000003)
                            a!133
                            (ite passive_open a!11 a!11)))))
      (a!151 (ite (= HZ #x0000012c)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!148)
                         #x0000012c)
                  a!150))
      (a!153 (ite a!5
                  (ite passive_open a!17 a!18)
                  (ite a!15
                       (ite a!19
                            (ite timed_1 at_1 connect_tcp_time_stamp)
                            (ite passive_open a!17 a!18))
                       (ite passive_open a!17 a!18))))
      (a!161 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!55))
                  #x00000000
                  (ite ipv6 #x00000000 (ite a!160 #x00000001 #x00000000))))
      (a!174 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!36
                  a!31))
      (a!176 (ite a!175
                  mss_clamp
                  (bvsub a!132
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!179 (bvslt mss_clamp
                    (bvsub a!133
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!48 (and (or (bvult (ite a!40 a!45 a!45) a!37) a!47) (not false)))
      (a!66 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!55))
                 (ite passive_open #x00000000 #x00000000)
                 (ite a!57
                      (ite a!65
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      (ite passive_open #x00000000 #x00000000))))
      (a!74 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (bvult ((_ extract 31 0) a!73) #x00000001)
                      #x00000001
                      ((_ extract 31 0) a!73))
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!79 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!37 a!23)))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!38)))
      (a!82 (ite (= event_1 #x00000005)
                 connect_route_mtu
                 (ite (= event_1 #x00000006)
                      a!81
                      (ite (= event_1 #x00000007) mtu_1 connect_route_mtu))))
      (a!86 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!37 a!23)))
                 connect_route_mtu
                 a!85))
      (a!90 (ite (= event_1 #x00000004)
                 connect_route_mtu
                 (ite (= event_1 #x00000005)
                      connect_route_mtu
                      (ite (= event_1 #x00000006) a!89 connect_route_mtu))))
      (a!98 (ite a!97
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!38)
                 (ite a!40 a!94 a!96)))
      (a!113 (ite a!57
                  (ite a!65
                       (ite a!58 (ite a!58 a!108 a!110) a!112)
                       (ite a!58 a!108 a!110))
                  a!6))
      (a!127 (ite (= connect_route_mtu connect_route_mtu)
                  a!37
                  (ite (= a!1 #x00000000) a!23 a!35)))
      (a!152 (ite (= HZ #x000003e8)
                  (bvmul (ite (= event_1 #x00000000)
                              connect_tcp_probe_interval
                              a!148)
                         #x000003e8)
                  a!151))
      (a!155 (ite (= event_1 #x00000000)
                  a!153
                  (ite (= event_1 #x00000001)
                       (ite passive_open a!17 a!18)
                       (ite (= event_1 #x00000002)
                            (ite passive_open a!17 a!18)
                            a!154))))
      (a!158 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!37 a!23)))
                  #x00000000
                  (ite ipv6 #x00000000 (ite a!157 #x00000001 #x00000000))))
      (a!162 (ite (= event_1 #x00000005)
                  #x00000000
                  (ite (= event_1 #x00000006)
                       a!161
                       (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!177 (bvsub (ite (bvslt a!176 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!176)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!180 (ite a!179
                  mss_clamp
                  (bvsub a!133
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!183 (ite a!57
                  (ite a!65
                       (ite a!58 (ite a!58 a!63 a!63) a!63)
                       (ite a!58 a!63 a!63))
                  a!31)))
(let ((a!49 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!37 a!23)))
                 (ite passive_open #x00000000 #x00000000)
                 (ite a!39
                      (ite a!48
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      (ite passive_open #x00000000 #x00000000))))
      (a!67 (ite (= event_1 #x00000004)
                 #x00000000
                 (ite (= event_1 #x00000005)
                      (ite passive_open #x00000000 #x00000000)
                      (ite (= event_1 #x00000006)
                           a!66
                           (ite passive_open #x00000000 #x00000000)))))
      (a!76 (ite (= event_1 #x00000000)
                 (ite a!5
                      (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                      (ite a!15 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) a!70))
                 (ite (= event_1 #x00000001)
                      a!74
                      (ite (= event_1 #x00000002)
                           a!75
                           (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))))
      (a!80 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!20))
                 (ite ipv6 connect_route_mtu a!79)
                 connect_route_mtu))
      (a!83 (ite (= event_1 #x00000002)
                 connect_route_mtu
                 (ite (= event_1 #x00000003)
                      connect_route_mtu
                      (ite (= event_1 #x00000004) connect_route_mtu a!82))))
      (a!87 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!20))
                 (ite ipv6 connect_route_mtu a!86)
                 connect_route_mtu))
      (a!91 (ite (= event_1 #x00000001)
                 connect_route_mtu
                 (ite (= event_1 #x00000002)
                      connect_route_mtu
                      (ite (= event_1 #x00000003) connect_route_mtu a!90))))
      (a!99 (ite a!39
                 (ite a!48
                      (ite a!40 (ite a!40 a!94 a!96) a!98)
                      (ite a!40 a!94 a!96))
                 a!8))
      (a!114 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!55)) a!6 a!113))
      (a!128 (ite a!19
                  (bvadd a!127
                         (bvadd (bvadd #x00000014 tcp_options)
                                (ite ipv6 #x00000028 #x00000014)))
                  (ite passive_open a!11 a!11)))
      (a!156 (bvule a!152
                    (bvsub (ite timed_2
                                at_2
                                (ite timed_1 at_1 connect_tcp_time_stamp))
                           a!155)))
      (a!159 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!20))
                  (ite ipv6 #x00000000 a!158)
                  #x00000000))
      (a!163 (ite (= event_1 #x00000002)
                  #x00000000
                  (ite (= event_1 #x00000003)
                       #x00000000
                       (ite (= event_1 #x00000004) #x00000000 a!162))))
      (a!166 (ite a!39
                  (ite a!48
                       (ite a!40 (ite a!40 a!45 a!45) a!45)
                       (ite a!40 a!45 a!45))
                  a!37))
      (a!178 (ite (= a!1 #x00000000)
                  (ite (= #x00000001 #x00000000) a!23 a!35)
                  (ite (= a!1 #x00000000)
                       a!23
                       (ite (bvslt a!23 a!177) a!23 a!177))))
      (a!181 (bvsub (ite (bvslt a!180 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!180)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!184 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!55)) a!31 a!183)))
(let ((a!50 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!20))
                 (ite ipv6 (ite passive_open #x00000000 #x00000000) a!49)
                 a!20))
      (a!68 (ite (= event_1 #x00000001)
                 a!52
                 (ite (= event_1 #x00000002)
                      a!52
                      (ite (= event_1 #x00000003) #x00000000 a!67))))
      (a!77 (not (not (bvult (ite cwnd_set_2 cwnd_2 a!76) #x0000000b))))
      (a!84 (ite (= event_1 #x00000000)
                 (ite a!5 connect_route_mtu (ite a!15 connect_route_mtu a!80))
                 (ite (= event_1 #x00000001) connect_route_mtu a!83)))
      (a!92 (ite (= event_1 #x00000000)
                 (ite a!5 connect_route_mtu (ite a!15 connect_route_mtu a!87))
                 a!91))
      (a!100 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!37 a!23)))
                  a!8
                  a!99))
      (a!115 (ite (= event_1 #x00000004)
                  a!7
                  (ite (= event_1 #x00000005)
                       (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                       (ite (= event_1 #x00000006) a!114 a!6))))
      (a!135 (ite (= event_1 #x00000000)
                  (ite a!5
                       (ite passive_open a!11 a!11)
                       (ite a!15 a!128 (ite passive_open a!11 a!11)))
                  a!134))
      (a!164 (= (ite (= event_1 #x00000000)
                     (ite a!5 #x00000000 (ite a!15 #x00000000 a!159))
                     (ite (= event_1 #x00000001) #x00000000 a!163))
                #x00000000))
      (a!167 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!37 a!23)))
                  a!37
                  a!166))
      (a!182 (ite (= connect_route_mtu connect_route_mtu)
                  (ite (= connect_tcp_mtu_probing #x00000000) a!31 a!178)
                  (ite (= a!2 #x00000000)
                       a!23
                       (ite (bvslt a!23 a!181) a!23 a!181))))
      (a!185 (ite (= event_1 #x00000004)
                  a!36
                  (ite (= event_1 #x00000005)
                       (ite (= a!1 #x00000000) a!23 a!35)
                       (ite (= event_1 #x00000006) a!184 a!31)))))
(let ((a!51 (ite a!5
                 (ite passive_open #x00000000 #x00000000)
                 (ite a!15
                      (ite a!19
                           #x00000000
                           (ite passive_open #x00000000 #x00000000))
                      a!50)))
      (a!101 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!20))
                  (ite ipv6 a!8 a!100)
                  a!8))
      (a!116 (ite (= event_1 #x00000003)
                  (ite (= connect_route_mtu connect_route_mtu)
                       a!106
                       (ite (bvult connect_route_mtu a!106)
                            connect_route_mtu
                            a!106))
                  a!115))
      (a!168 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!20))
                  (ite ipv6 a!37 a!167)
                  a!37))
      (a!186 (ite (= event_1 #x00000001)
                  a!173
                  (ite (= event_1 #x00000002)
                       a!174
                       (ite (= event_1 #x00000003) a!182 a!185))))
      (a!188 (bvslt mss_clamp
                    (bvsub a!84
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!191 (bvslt mss_clamp
                    (bvsub a!135
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!196 (ite (and a!164 (not (bvult a!84 a!84)))
                  (ite (bvult a!84 #x00000228)
                       (ite (bvult a!84 #x00000228) a!84 #x00000228)
                       a!84)
                  a!84))
      (a!197 (ite (= a!84 (ite (= a!84 a!92) a!92 a!84))
                  (ite (= a!84 a!92) a!92 a!84)
                  a!84))
      (a!229 (ite (and a!164 (not (bvult a!84 mtu_2)))
                  (ite (bvult mtu_2 #x00000228)
                       (ite (bvult a!84 #x00000228) a!84 #x00000228)
                       mtu_2)
                  a!84)))
(let ((a!69 (not (= (ite (= event_1 #x00000000) a!51 a!68) #x00000000)))
      (a!102 (ite a!15
                  (ite a!19
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014))
                       a!8)
                  a!101))
      (a!187 (ite (= event_1 #x00000000)
                  (ite a!5 a!36 (ite a!15 (ite a!19 a!127 a!37) a!168))
                  a!186))
      (a!189 (ite a!188
                  mss_clamp
                  (bvsub a!84
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!192 (ite a!191
                  mss_clamp
                  (bvsub a!135
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!198 (bvult (ite ipv6 (ite (bvult a!84 a!84) a!84 a!84) a!196) a!197))
      (a!199 (= (ite ipv6 (ite (bvult a!84 a!84) a!84 a!84) a!196)
                (ite ipv6 (ite (bvult a!84 a!84) a!84 a!84) a!196)))
      (a!200 (bvsub (ite ipv6 (ite (bvult a!84 a!84) a!84 a!84) a!196)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!205 (bvsub (bvsub (ite (= event_1 #x00000000) a!51 a!68)
                           (bvadd #x00000014 tcp_options))
                    (ite ipv6 #x00000028 #x00000014)))
      (a!216 (bvult a!84
                    (bvsub (ite (= event_1 #x00000000) a!51 a!68) #x00000001)))
      (a!230 (bvult (ite ipv6 (ite (bvult mtu_2 a!84) mtu_2 a!84) a!229) a!92))
      (a!231 (= (ite ipv6 (ite (bvult mtu_2 a!84) mtu_2 a!84) a!229)
                (ite ipv6 (ite (bvult mtu_2 a!84) mtu_2 a!84) a!229)))
      (a!232 (bvsub (ite ipv6 (ite (bvult mtu_2 a!84) mtu_2 a!84) a!229)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!78 (or (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000) a!69 a!77))
      (a!117 (ite (= event_1 #x00000000)
                  (ite a!5 a!7 a!102)
                  (ite (= event_1 #x00000001)
                       a!103
                       (ite (= event_1 #x00000002) a!105 a!116))))
      (a!190 (bvsub (ite (bvslt a!189 a!126) a!126 a!189)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!193 (bvsub (ite (bvslt a!192 a!126) a!126 a!192)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!201 (ite (bvslt (ite (bvslt mss_clamp a!200) mss_clamp a!200) a!126)
                  a!126
                  (ite (bvslt mss_clamp a!200) mss_clamp a!200)))
      (a!217 (ite a!216
                  a!84
                  (bvsub (ite (= event_1 #x00000000) a!51 a!68) #x00000001)))
      (a!228 (bvule a!187
                    (bvsub (ite (bvslt a!227 a!126) a!126 a!227)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!233 (ite (bvslt (ite (bvslt mss_clamp a!232) mss_clamp a!232) a!126)
                  a!126
                  (ite (bvslt mss_clamp a!232) mss_clamp a!232))))
(let ((a!118 (ite (= a!84 a!92) a!117 (ite (bvult a!84 a!117) a!84 a!117)))
      (a!194 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!190
                  (ite (bvslt a!190 a!193) a!190 a!193)))
      (a!202 (bvslt (bvsub a!201
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!193))
      (a!218 (ite (= a!84 a!92)
                  (bvsub (ite (= event_1 #x00000000) a!51 a!68) #x00000001)
                  a!217))
      (a!224 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (ite (bvult a!92 a!117) a!92 a!117)
                  (ite (bvult a!92 a!117) a!92 a!117)))
      (a!234 (bvslt (bvsub a!233
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!193))
      (a!238 (bvult (ite ipv6 (ite (bvult mtu_2 a!84) mtu_2 a!84) a!229) a!117)))
(let ((a!119 (ite (= a!84 (ite (= a!84 a!92) a!92 a!84))
                  a!118
                  (ite (bvult a!84 a!118) a!84 a!118)))
      (a!195 (ite (= a!84 (ite (= a!84 a!92) a!92 a!84))
                  (ite (= a!84 a!92) a!187 a!194)
                  a!194))
      (a!203 (ite a!202
                  (bvsub a!201
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!193))
      (a!225 (ite (bvult a!84 (ite (= a!223 #x00000000) a!117 a!224))
                  a!84
                  (ite (= a!223 #x00000000) a!117 a!224)))
      (a!235 (ite a!234
                  (bvsub a!233
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!193))
      (a!239 (ite a!238
                  (ite ipv6 (ite (bvult mtu_2 a!84) mtu_2 a!84) a!229)
                  a!117)))
(let ((a!120 (bvslt mss_clamp
                    (bvsub a!119
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!136 (bvsub (bvashr (bvadd a!119 a!135) #x00000001)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!204 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!201
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!203))
      (a!207 (bvult (ite ipv6 (ite (bvult a!84 a!84) a!84 a!84) a!196) a!119))
      (a!236 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (bvsub a!233
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!235))
      (a!240 (bvult (ite ipv6 (ite (bvult mtu_2 a!84) mtu_2 a!84) a!229) a!239)))
(let ((a!121 (ite a!120
                  mss_clamp
                  (bvsub a!119
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!137 (ite (bvslt (ite (bvslt mss_clamp a!136) mss_clamp a!136) a!126)
                  a!126
                  (ite (bvslt mss_clamp a!136) mss_clamp a!136)))
      (a!206 (or (bvult (ite a!199 a!204 a!204) a!195)
                 (and a!69 (bvult (ite a!199 a!204 a!204) a!205))))
      (a!208 (ite a!207
                  (ite ipv6 (ite (bvult a!84 a!84) a!84 a!84) a!196)
                  a!119))
      (a!237 (or (bvult (ite a!231 a!236 a!236) a!187)
                 (and a!69 (bvult (ite a!231 a!236 a!236) a!205))))
      (a!241 (ite a!240
                  (ite ipv6 (ite (bvult mtu_2 a!84) mtu_2 a!84) a!229)
                  a!239)))
(let ((a!138 (bvslt (bvsub (ite (bvslt a!121 a!126) a!126 a!121)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvsub a!137
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!165 (bvadd (bvsub a!137
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!209 (bvult (ite ipv6 (ite (bvult a!84 a!84) a!84 a!84) a!196) a!208))
      (a!242 (bvult (ite ipv6 (ite (bvult mtu_2 a!84) mtu_2 a!84) a!229)
                    (ite a!231 a!239 a!241))))
(let ((a!145 (or a!138
                 (bvslt (bvsub a!119 a!135)
                        (ite (bvslt #x00000002 a!144) a!144 #x00000002))))
      (a!210 (ite a!209
                  (ite ipv6 (ite (bvult a!84 a!84) a!84 a!84) a!196)
                  a!208))
      (a!243 (ite a!242
                  (ite ipv6 (ite (bvult mtu_2 a!84) mtu_2 a!84) a!229)
                  (ite a!231 a!239 a!241))))
(let ((a!211 (bvult (ite ipv6 (ite (bvult a!84 a!84) a!84 a!84) a!196)
                    (ite a!199 a!208 a!210)))
      (a!244 (ite a!230
                  (ite (and a!237 (not cwnd_full_2))
                       (ite a!231 (ite a!231 a!239 a!241) a!243)
                       (ite a!231 a!239 a!241))
                  a!117)))
(let ((a!212 (ite a!211
                  (ite ipv6 (ite (bvult a!84 a!84) a!84 a!84) a!196)
                  (ite a!199 a!208 a!210)))
      (a!245 (ite (and ipv6 (or (bvult mtu_2 #x00000500) a!228)) a!117 a!244)))
(let ((a!213 (ite a!198
                  (ite (and a!206 (not false))
                       (ite a!199 (ite a!199 a!208 a!210) a!212)
                       (ite a!199 a!208 a!210))
                  a!119))
      (a!246 (ite (= event_2 #x00000004)
                  a!118
                  (ite (= event_2 #x00000005)
                       (ite (bvult a!92 a!117) a!92 a!117)
                       (ite (= event_2 #x00000006) a!245 a!117)))))
(let ((a!214 (ite (and ipv6 (or (bvult a!84 #x00000500) (bvule a!195 a!190)))
                  a!119
                  a!213))
      (a!247 (ite (= event_2 #x00000003)
                  (ite (= a!84 a!92)
                       (ite (= a!223 #x00000000) a!117 a!224)
                       a!225)
                  a!246)))
(let ((a!215 (ite a!145
                  (ite a!156
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014))
                       a!119)
                  (ite (and (or ipv6 a!164) (bvult a!84 a!165))
                       (ite ipv6 a!119 a!214)
                       a!119)))
      (a!248 (ite (= event_2 #x00000001)
                  (ite a!69 (ite (bvult a!92 a!117) a!92 a!117) a!117)
                  (ite (= event_2 #x00000002) (ite a!69 a!218 a!117) a!247))))
(let ((a!249 (or (not (= event_2 #x00000002))
                 (bvsle (ite (= event_2 #x00000000)
                             (ite a!78 a!118 a!215)
                             a!248)
                        a!117))))
  (not a!249))))))))))))))))))))))))))))
(check-sat)
