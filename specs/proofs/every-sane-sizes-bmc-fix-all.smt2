; every-sane-sizes-bmc-fix-all
; expected: sat
; claim: sat: a run of 1 events from connect breaks sent > 0 => IP minimum (68, IPv6 1280) <= sent <= 65535; mss_cache + tcp_header_len - 20 >= 48
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
      (a!2 (not (not (bvult (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x0000000b))))
      (a!4 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!10 (bvadd connect_tcp_base_mss
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!23 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!30 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!33 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu mtu_1)))
                 (ite (bvult mtu_1 #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      mtu_1)
                 connect_route_mtu))
      (a!54 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!67 (ite (= HZ #x0000012c)
                 (bvmul connect_tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul connect_tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)))))
      (a!68 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 #x00000000
                 connect_tcp_time_stamp))
      (a!70 (ite (bvult connect_route_mtu
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 connect_route_mtu
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!87 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu)))
(let ((a!3 (or (= a!1 #x00000000)
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!2))
      (a!5 (ite (bvult connect_route_mtu
                       (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4))
                connect_route_mtu
                (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!11 (ite passive_open
                 (ite (and ipv6 (bvslt a!10 #x00000500)) #x00000500 a!10)
                 (ite (and ipv6 (bvslt a!10 #x00000500)) #x00000500 a!10)))
      (a!24 (ite a!23
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!31 (ite a!30
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!34 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!33)
                   connect_route_mtu))
      (a!35 (= (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!33)
               (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!33)))
      (a!36 (bvsub (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!33)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!38 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!33)
                   (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!69 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!68
                 connect_tcp_time_stamp))
      (a!88 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!87)
                   connect_route_mtu))
      (a!89 (= (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!87)
               (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!87)))
      (a!90 (bvsub (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!87)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!128 (ite (bvslt (ite (bvult connect_route_mtu a!4)
                              connect_route_mtu
                              a!4)
                         (bvsub (ite passive_open #x00000000 #x00000000)
                                #x00000001))
                  (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                  (bvsub (ite passive_open #x00000000 #x00000000) #x00000001)))
      (a!144 (= (ite (= connect_tcp_mtu_probing #x00000000)
                     a!1
                     (ite (= a!1 #x00000000) #x00000001 a!1))
                #x00000000)))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                a!5))
      (a!12 (ite (bvslt (ite (bvult connect_route_mtu a!4)
                             connect_route_mtu
                             a!4)
                        a!11)
                 (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                 a!11))
      (a!25 (bvsub (ite (bvslt a!24 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!24)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!37 (ite (bvslt (ite (bvslt mss_clamp a!36) mss_clamp a!36)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!36) mss_clamp a!36)))
      (a!39 (ite a!38
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!33)
                 (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!91 (ite (bvslt (ite (bvslt mss_clamp a!90) mss_clamp a!90)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!90) mss_clamp a!90)))
      (a!123 (bvsub (ite (bvslt a!5 (ite passive_open #x00000000 #x00000000))
                         a!5
                         (ite passive_open #x00000000 #x00000000))
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!145 (ite (= connect_tcp_mtu_probing #x00000000)
                  (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                  (ite (= a!1 #x00000000) a!5 a!5))))
(let ((a!7 (ite (= connect_route_mtu connect_route_mtu)
                a!6
                (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!13 (ite (= connect_route_mtu connect_route_mtu)
                 a!12
                 (ite (bvslt a!5 a!12) a!5 a!12)))
      (a!26 (bvslt mss_clamp
                   (bvsub a!12
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!40 (bvsub (ite (bvslt a!39 a!12) a!39 a!12)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!45 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!33)
                   a!39))
      (a!62 (bvsub (ite (bvslt a!5 a!12) a!5 a!12)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!124 (ite (bvslt (ite (bvslt mss_clamp a!123) mss_clamp a!123)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!123) mss_clamp a!123)))
      (a!129 (ite (bvslt (ite (bvult connect_route_mtu a!128)
                              connect_route_mtu
                              a!128)
                         a!12)
                  (ite (bvult connect_route_mtu a!128) connect_route_mtu a!128)
                  a!12)))
(let ((a!8 (bvslt mss_clamp
                  (bvsub a!7
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!14 (ite (bvslt (ite (bvult connect_route_mtu a!6)
                             connect_route_mtu
                             a!6)
                        a!13)
                 (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                 a!13))
      (a!27 (ite a!26
                 mss_clamp
                 (bvsub a!12
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!41 (ite (bvslt (ite (bvslt mss_clamp a!40) mss_clamp a!40)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!40) mss_clamp a!40)))
      (a!46 (ite a!45
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!33)
                 a!39))
      (a!63 (ite (bvslt (ite (bvslt mss_clamp a!62) mss_clamp a!62)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!62) mss_clamp a!62)))
      (a!92 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!87)
                   a!7))
      (a!125 (bvslt a!25
                    (bvsub a!124
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!130 (bvslt mss_clamp
                    (bvsub a!129
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!9 (ite a!8
                mss_clamp
                (bvsub a!7 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!15 (bvashr (bvadd a!7
                           (ite (= connect_route_mtu connect_route_mtu)
                                a!13
                                a!14))
                    #x00000001))
      (a!20 (bvslt (bvsub a!7
                          (ite (= connect_route_mtu connect_route_mtu)
                               a!13
                               a!14))
                   connect_tcp_probe_threshold))
      (a!28 (bvsub (ite (bvslt a!27 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!27)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!42 (bvslt (bvsub a!37
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!41
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!47 (ite (bvslt a!46 (ite (bvslt a!39 a!12) a!39 a!12))
                 a!46
                 (ite (bvslt a!39 a!12) a!39 a!12)))
      (a!64 (bvslt a!25
                   (bvsub a!63
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!71 (bvslt mss_clamp
                   (bvsub a!14
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!75 (ite (bvslt (ite (bvult connect_route_mtu a!7)
                             connect_route_mtu
                             a!7)
                        (ite (= connect_route_mtu connect_route_mtu) a!13 a!14))
                 (ite (bvult connect_route_mtu a!7) connect_route_mtu a!7)
                 (ite (= connect_route_mtu connect_route_mtu) a!13 a!14)))
      (a!93 (ite a!92
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!87)
                 a!7))
      (a!126 (ite a!125
                  a!25
                  (bvsub a!124
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!131 (ite a!130
                  mss_clamp
                  (bvsub a!129
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!152 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!33)
                    (ite a!35 a!39 a!46))))
(let ((a!16 (bvslt mss_clamp
                   (bvsub a!15
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!29 (ite (= a!1 #x00000000) a!25 (ite (bvslt a!25 a!28) a!25 a!28)))
      (a!43 (ite a!42
                 (bvsub a!37 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!41 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!48 (bvslt mss_clamp
                   (bvsub a!47
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!65 (ite a!64
                 a!25
                 (bvsub a!63 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!72 (ite a!71
                 mss_clamp
                 (bvsub a!14
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!76 (bvslt mss_clamp
                   (bvsub a!75
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!94 (ite (bvslt a!93
                        (ite (= connect_route_mtu connect_route_mtu) a!13 a!14))
                 a!93
                 (ite (= connect_route_mtu connect_route_mtu) a!13 a!14)))
      (a!101 (bvult (ite ipv6
                         (ite (bvult connect_route_mtu connect_route_mtu)
                              connect_route_mtu
                              connect_route_mtu)
                         a!87)
                    a!93))
      (a!132 (bvsub (ite (bvslt a!131 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!131)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!135 (ite (bvslt connect_tcp_base_mss (bvashr a!28 #x00000001))
                  connect_tcp_base_mss
                  (bvashr a!28 #x00000001)))
      (a!153 (ite a!152
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!33)
                  (ite a!35 a!39 a!46))))
(let ((a!17 (ite a!16
                 mss_clamp
                 (bvsub a!15
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!32 (bvule a!29
                   (bvsub (ite (bvslt a!31 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!31)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!44 (ite (= a!1 #x00000000)
                 (bvsub a!37 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!43))
      (a!49 (ite a!48
                 mss_clamp
                 (bvsub a!47
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!66 (ite (= connect_route_mtu connect_route_mtu)
                 a!29
                 (ite (= a!1 #x00000000) a!25 a!65)))
      (a!73 (bvsub (ite (bvslt a!72 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!72)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!77 (ite a!76
                 mss_clamp
                 (bvsub a!75
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!95 (bvslt mss_clamp
                   (bvsub a!94
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!102 (ite a!101
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!87)
                  a!93))
      (a!127 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= a!1 #x00000000) a!25 a!126)
                  a!29))
      (a!133 (ite (= connect_route_mtu connect_route_mtu)
                  a!29
                  (ite (= a!1 #x00000000)
                       a!25
                       (ite (bvslt a!25 a!132) a!25 a!132))))
      (a!136 (ite (bvslt (ite (bvslt a!135 connect_tcp_mtu_probe_floor)
                              connect_tcp_mtu_probe_floor
                              a!135)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt a!135 connect_tcp_mtu_probe_floor)
                       connect_tcp_mtu_probe_floor
                       a!135)))
      (a!154 (bvslt a!153 (ite a!35 (ite (bvslt a!39 a!12) a!39 a!12) a!47))))
(let ((a!18 (bvsub (ite (bvslt a!17 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!17)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!50 (bvsub (ite (bvslt a!49 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!49)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!74 (ite (= connect_route_mtu connect_route_mtu)
                 a!66
                 (ite (= a!1 #x00000000) a!25 (ite (bvslt a!25 a!73) a!25 a!73))))
      (a!78 (bvsub (ite (bvslt a!77 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!77)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!96 (ite a!95
                 mss_clamp
                 (bvsub a!94
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!103 (bvsub (ite (bvslt a!102 a!94) a!102 a!94)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!110 (bvult (ite ipv6
                         (ite (bvult connect_route_mtu connect_route_mtu)
                              connect_route_mtu
                              connect_route_mtu)
                         a!87)
                    (ite a!89 a!93 a!102)))
      (a!134 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!133
                  a!29))
      (a!137 (bvadd a!136
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!155 (ite a!154 a!153 (ite a!35 (ite (bvslt a!39 a!12) a!39 a!12) a!47))))
(let ((a!19 (bvslt (bvsub (ite (bvslt a!9 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!9)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!18))
      (a!21 (bvadd a!18
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!51 (bvslt (bvsub a!37
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!50))
      (a!79 (ite (= connect_route_mtu connect_route_mtu)
                 a!74
                 (ite (= a!1 #x00000000) a!25 (ite (bvslt a!25 a!78) a!25 a!78))))
      (a!97 (bvsub (ite (bvslt a!96 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!96)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!104 (ite (bvslt (ite (bvslt mss_clamp a!103) mss_clamp a!103)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!103) mss_clamp a!103)))
      (a!111 (ite a!110
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!87)
                  (ite a!89 a!93 a!102)))
      (a!138 (bvslt a!5
                    (ite (and ipv6 (bvslt a!137 #x00000500)) #x00000500 a!137)))
      (a!156 (bvslt mss_clamp
                    (bvsub a!155
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!22 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!21))
                 #x00000000
                 a!21))
      (a!52 (ite a!51
                 (bvsub a!37 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!50))
      (a!80 (bvadd a!79
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!98 (bvslt (bvsub a!91
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!97))
      (a!105 (bvslt (bvsub a!91
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvsub a!104
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!112 (bvslt a!111 (ite a!89 a!94 (ite (bvslt a!102 a!94) a!102 a!94))))
      (a!139 (ite a!138
                  a!5
                  (ite (and ipv6 (bvslt a!137 #x00000500)) #x00000500 a!137)))
      (a!157 (ite a!156
                  mss_clamp
                  (bvsub a!155
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!53 (ite (= a!1 #x00000000)
                 (bvsub a!37 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!52))
      (a!81 (bvslt a!70
                   (ite (and ipv6 (bvslt a!80 #x00000500)) #x00000500 a!80)))
      (a!99 (ite a!98
                 (bvsub a!91 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!97))
      (a!106 (ite a!105
                  (bvsub a!91 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!104
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!113 (ite a!112
                  a!111
                  (ite a!89 a!94 (ite (bvslt a!102 a!94) a!102 a!94))))
      (a!140 (bvslt mss_clamp
                    (bvsub a!139
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!146 (ite (= connect_tcp_mtu_probing #x00000000)
                  a!12
                  (ite (= a!1 #x00000000) (ite (bvslt a!5 a!12) a!5 a!12) a!139)))
      (a!158 (bvsub (ite (bvslt a!157 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!157)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!55 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!35 a!44 a!53) a!54)))
      (a!82 (ite a!81
                 a!70
                 (ite (and ipv6 (bvslt a!80 #x00000500)) #x00000500 a!80)))
      (a!100 (ite (= a!1 #x00000000)
                  (bvsub a!91 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!99))
      (a!107 (ite (= a!1 #x00000000)
                  (bvsub a!91 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!106))
      (a!114 (bvslt mss_clamp
                    (bvsub a!113
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!141 (ite a!140
                  mss_clamp
                  (bvsub a!139
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!147 (ite (bvslt (ite (bvult connect_route_mtu a!145)
                              connect_route_mtu
                              a!145)
                         a!146)
                  (ite (bvult connect_route_mtu a!145) connect_route_mtu a!145)
                  a!146))
      (a!159 (bvslt (bvsub a!37
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!158)))
(let ((a!56 (and (or (bvult (ite a!35 a!44 a!53) a!29) a!55) (not cwnd_full_1)))
      (a!83 (bvslt mss_clamp
                   (bvsub a!82
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!108 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (bvult (ite a!89 a!100 a!107) a!54)))
      (a!115 (ite a!114
                  mss_clamp
                  (bvsub a!113
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!142 (bvsub (ite (bvslt a!141 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!141)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!148 (bvslt mss_clamp
                    (bvsub a!147
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!160 (ite a!159
                  (bvsub a!37 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!158)))
(let ((a!57 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!32))
                 #x00000000
                 (ite a!34 (ite a!56 #x00000000 #x00000000) #x00000000)))
      (a!84 (ite a!83
                 mss_clamp
                 (bvsub a!82
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!109 (and (or (bvult (ite a!89 a!100 a!107) a!74) a!108) (not false)))
      (a!116 (bvsub (ite (bvslt a!115 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!115)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!143 (ite (= a!1 #x00000000)
                  (ite (= #x00000001 #x00000000) a!25 a!65)
                  (ite (= a!1 #x00000000)
                       a!25
                       (ite (bvslt a!25 a!142) a!25 a!142))))
      (a!149 (ite a!148
                  mss_clamp
                  (bvsub a!147
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!161 (ite (= a!1 #x00000000)
                  (bvsub a!37 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!160)))
(let ((a!58 (ite (= event_1 #x00000005)
                 #x00000000
                 (ite (= event_1 #x00000006)
                      a!57
                      (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!85 (bvsub (ite (bvslt a!84 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!84)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!117 (bvslt (bvsub a!91
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!116))
      (a!150 (bvsub (ite (bvslt a!149 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!149)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!162 (ite a!34
                  (ite a!56
                       (ite a!35 (ite a!35 a!44 a!53) a!161)
                       (ite a!35 a!44 a!53))
                  a!29)))
(let ((a!59 (ite (= event_1 #x00000002)
                 #x00000000
                 (ite (= event_1 #x00000003)
                      #x00000000
                      (ite (= event_1 #x00000004) #x00000000 a!58))))
      (a!86 (ite (bvule (ite (= HZ #x000003e8)
                             (bvmul connect_tcp_probe_interval #x000003e8)
                             a!67)
                        (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                               (ite passive_open a!68 a!69)))
                 (ite (= a!1 #x00000000) a!25 (ite (bvslt a!25 a!85) a!25 a!85))
                 a!74))
      (a!118 (ite a!117
                  (bvsub a!91 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!116))
      (a!151 (ite (= connect_route_mtu connect_route_mtu)
                  (ite (= connect_tcp_mtu_probing #x00000000) a!29 a!143)
                  (ite a!144 a!25 (ite (bvslt a!25 a!150) a!25 a!150))))
      (a!163 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!32)) a!29 a!162)))
(let ((a!60 (ite (= event_1 #x00000000)
                 (ite a!3 #x00000000 (ite (or a!19 a!20) #x00000000 a!22))
                 (ite (= event_1 #x00000001) #x00000000 a!59)))
      (a!119 (ite (= a!1 #x00000000)
                  (bvsub a!91 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!118))
      (a!164 (ite (= event_1 #x00000004)
                  a!66
                  (ite (= event_1 #x00000005)
                       (ite (= a!1 #x00000000) a!25 a!65)
                       (ite (= event_1 #x00000006) a!163 a!29)))))
(let ((a!61 (or (not (bvslt #x00000000 a!60))
                (and (bvsle (ite ipv6 #x00000500 #x00000044) a!60)
                     (bvsle a!60 #x0000ffff))))
      (a!120 (ite a!88
                  (ite a!109
                       (ite a!89 (ite a!89 a!100 a!107) a!119)
                       (ite a!89 a!100 a!107))
                  a!74))
      (a!165 (ite (= event_1 #x00000001)
                  a!127
                  (ite (= event_1 #x00000002)
                       a!134
                       (ite (= event_1 #x00000003) a!151 a!164)))))
(let ((a!121 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!74 a!25)))
                  a!74
                  a!120)))
(let ((a!122 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!21))
                  (ite ipv6 a!74 a!121)
                  a!74)))
(let ((a!166 (ite (= event_1 #x00000000)
                  (ite a!3 a!66 (ite (or a!19 a!20) a!86 a!122))
                  a!165)))
(let ((a!167 (bvadd ((_ sign_extend 32) a!166)
                    ((_ sign_extend 32)
                      (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (not (and a!61 (not (bvslt a!167 #x0000000000000030))))))))))))))))))))))))))))
(check-sat)
