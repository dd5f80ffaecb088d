; every-sane-sizes-bmc-fix-sync-lowers-low
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
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
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
      (a!9 (bvadd connect_tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!19 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!22 (ite (bvslt (ite (bvult connect_route_mtu #x00000000)
                             connect_route_mtu
                             #x00000000)
                        #x00000000)
                 (ite (bvult connect_route_mtu #x00000000)
                      connect_route_mtu
                      #x00000000)
                 #x00000000))
      (a!26 (ite (bvult connect_route_mtu
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 connect_route_mtu
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!33 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!36 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu mtu_1)))
                 (ite (bvult mtu_1 #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      mtu_1)
                 connect_route_mtu))
      (a!57 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!69 (ite (= HZ #x0000012c)
                 (bvmul connect_tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul connect_tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)))))
      (a!70 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 #x00000000
                 connect_tcp_time_stamp))
      (a!82 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu))
      (a!124 (ite (bvult connect_route_mtu
                         (bvsub (ite passive_open #x00000000 #x00000000)
                                #x00000001))
                  connect_route_mtu
                  (bvsub (ite passive_open #x00000000 #x00000000) #x00000001))))
(let ((a!3 (or (= a!1 #x00000000)
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!2))
      (a!5 (ite (= connect_route_mtu connect_route_mtu)
                a!4
                (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!10 (ite (bvslt (ite (bvult connect_route_mtu a!4)
                             connect_route_mtu
                             a!4)
                        (ite passive_open a!9 a!9))
                 (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                 (ite passive_open a!9 a!9)))
      (a!20 (ite a!19
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!23 (bvslt mss_clamp
                   (bvsub a!22
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!27 (bvsub (ite (bvslt a!26 a!9) a!26 a!9)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!34 (ite a!33
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!37 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!36)
                   connect_route_mtu))
      (a!38 (= (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!36)
               (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!36)))
      (a!39 (bvsub (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!36)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!41 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!36)
                   a!4))
      (a!71 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!70
                 connect_tcp_time_stamp))
      (a!83 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!82)
                   connect_route_mtu))
      (a!84 (= (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!82)
               (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!82)))
      (a!85 (bvsub (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!82)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!119 (ite (bvslt (ite (bvult connect_route_mtu a!4)
                              connect_route_mtu
                              a!4)
                         (ite passive_open #x00000000 #x00000000))
                  (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                  (ite passive_open #x00000000 #x00000000)))
      (a!125 (bvsub (ite (bvslt a!124 (ite passive_open a!9 a!9))
                         a!124
                         (ite passive_open a!9 a!9))
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!130 (bvsub (ite passive_open a!9 a!9)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!140 (= (ite (= connect_tcp_mtu_probing #x00000000)
                     a!1
                     (ite (= a!1 #x00000000) #x00000001 a!1))
                #x00000000))
      (a!141 (ite (= connect_tcp_mtu_probing #x00000000)
                  a!4
                  (ite (= a!1 #x00000000)
                       (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                       (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                a!5
                (ite (bvult connect_route_mtu a!5) connect_route_mtu a!5)))
      (a!11 (ite (bvslt (ite (bvult connect_route_mtu a!5)
                             connect_route_mtu
                             a!5)
                        (ite (= connect_route_mtu connect_route_mtu)
                             (ite passive_open a!9 a!9)
                             a!10))
                 (ite (bvult connect_route_mtu a!5) connect_route_mtu a!5)
                 (ite (= connect_route_mtu connect_route_mtu)
                      (ite passive_open a!9 a!9)
                      a!10)))
      (a!21 (bvsub (ite (bvslt a!20 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!20)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!24 (ite a!23
                 mss_clamp
                 (bvsub a!22
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!28 (ite (bvslt (ite (bvslt mss_clamp a!27) mss_clamp a!27)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!27) mss_clamp a!27)))
      (a!40 (ite (bvslt (ite (bvslt mss_clamp a!39) mss_clamp a!39)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!39) mss_clamp a!39)))
      (a!42 (ite a!41
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!36)
                 a!4))
      (a!65 (bvslt mss_clamp
                   (bvsub a!10
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!86 (ite (bvslt (ite (bvslt mss_clamp a!85) mss_clamp a!85)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!85) mss_clamp a!85)))
      (a!120 (bvslt mss_clamp
                    (bvsub a!119
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!126 (ite (bvslt (ite (bvslt mss_clamp a!125) mss_clamp a!125)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!125) mss_clamp a!125)))
      (a!131 (ite (bvslt (ite (bvslt mss_clamp a!130) mss_clamp a!130)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!130) mss_clamp a!130))))
(let ((a!7 (bvslt mss_clamp
                  (bvsub a!6
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!12 (ite (= connect_route_mtu connect_route_mtu)
                 (ite (= connect_route_mtu connect_route_mtu)
                      (ite passive_open a!9 a!9)
                      a!10)
                 a!11))
      (a!25 (bvsub (ite (bvslt a!24 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!24)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!29 (bvslt a!21
                   (bvsub a!28
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!43 (ite (bvslt a!42 (ite passive_open a!9 a!9))
                 a!42
                 (ite passive_open a!9 a!9)))
      (a!50 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!36)
                   a!42))
      (a!66 (ite a!65
                 mss_clamp
                 (bvsub a!10
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!72 (bvslt mss_clamp
                   (bvsub a!11
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!87 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!82)
                   a!6))
      (a!121 (ite a!120
                  mss_clamp
                  (bvsub a!119
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!127 (bvslt a!21
                    (bvsub a!126
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!132 (bvashr (bvsub a!131
                            (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                     #x00000001)))
(let ((a!8 (ite a!7
                mss_clamp
                (bvsub a!6 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!13 (bvsub (bvashr (bvadd a!6 a!12) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!30 (ite a!29
                 a!21
                 (bvsub a!28 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!44 (bvslt mss_clamp
                   (bvsub a!43
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!51 (ite a!50
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!36)
                 a!42))
      (a!67 (bvsub (ite (bvslt a!66 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!66)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!73 (ite a!72
                 mss_clamp
                 (bvsub a!11
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!76 (ite (bvslt (ite (bvult connect_route_mtu a!6)
                             connect_route_mtu
                             a!6)
                        a!12)
                 (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                 a!12))
      (a!88 (ite a!87
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!82)
                 a!6))
      (a!122 (bvsub (ite (bvslt a!121 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!121)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!128 (ite a!127
                  a!21
                  (bvsub a!126
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!133 (ite (bvslt (ite (bvslt connect_tcp_base_mss a!132)
                              connect_tcp_base_mss
                              a!132)
                         connect_tcp_mtu_probe_floor)
                  connect_tcp_mtu_probe_floor
                  (ite (bvslt connect_tcp_base_mss a!132)
                       connect_tcp_base_mss
                       a!132))))
(let ((a!14 (ite (bvslt (ite (bvslt mss_clamp a!13) mss_clamp a!13)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!13) mss_clamp a!13)))
      (a!31 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!21
                 a!30))
      (a!45 (ite a!44
                 mss_clamp
                 (bvsub a!43
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!52 (bvsub (ite (bvslt a!51 a!43) a!51 a!43)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!68 (ite (= a!1 #x00000000) a!21 (ite (bvslt a!21 a!67) a!21 a!67)))
      (a!74 (bvsub (ite (bvslt a!73 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!73)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!77 (bvslt mss_clamp
                   (bvsub a!76
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!89 (bvsub (ite (bvslt a!88 a!12) a!88 a!12)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!94 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!82)
                   a!88))
      (a!134 (bvadd (ite (bvslt a!133 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!133)
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!148 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!36)
                    (ite a!38 a!42 a!51))))
(let ((a!15 (bvslt (bvsub (ite (bvslt a!8 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!8)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!14
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!16 (bvadd (bvsub a!14
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!32 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!21
                      (ite (bvslt a!21 a!25) a!21 a!25))
                 a!31))
      (a!46 (bvsub (ite (bvslt a!45 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!45)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!53 (ite (bvslt (ite (bvslt mss_clamp a!52) mss_clamp a!52)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!52) mss_clamp a!52)))
      (a!78 (ite a!77
                 mss_clamp
                 (bvsub a!76
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!90 (ite (bvslt (ite (bvslt mss_clamp a!89) mss_clamp a!89)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!89) mss_clamp a!89)))
      (a!95 (ite a!94
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!82)
                 a!88))
      (a!135 (ite (bvslt (ite (bvult connect_route_mtu a!4)
                              connect_route_mtu
                              a!4)
                         a!134)
                  (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                  a!134))
      (a!149 (ite a!148
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!36)
                  (ite a!38 a!42 a!51))))
(let ((a!17 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!16))
                 #x00000000
                 a!16))
      (a!35 (bvule a!32
                   (bvsub (ite (bvslt a!34 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!34)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!47 (bvslt (bvsub a!40
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!46))
      (a!54 (bvslt (bvsub a!40
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!53
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!75 (ite (= connect_route_mtu connect_route_mtu)
                 (ite (= connect_route_mtu connect_route_mtu) a!32 a!68)
                 (ite (= a!1 #x00000000) a!21 (ite (bvslt a!21 a!74) a!21 a!74))))
      (a!79 (bvsub (ite (bvslt a!78 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!78)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!91 (bvslt (bvsub a!86
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!90
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!96 (ite (bvslt a!95 (ite (bvslt a!88 a!12) a!88 a!12))
                 a!95
                 (ite (bvslt a!88 a!12) a!88 a!12)))
      (a!105 (bvult (ite ipv6
                         (ite (bvult connect_route_mtu connect_route_mtu)
                              connect_route_mtu
                              connect_route_mtu)
                         a!82)
                    (ite a!84 a!88 a!95)))
      (a!123 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= a!1 #x00000000)
                       a!21
                       (ite (bvslt a!21 a!122) a!21 a!122))
                  a!32))
      (a!129 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= connect_route_mtu connect_route_mtu)
                       a!32
                       (ite (= a!1 #x00000000) a!21 a!128))
                  a!32))
      (a!136 (bvslt mss_clamp
                    (bvsub a!135
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!142 (ite (= connect_tcp_mtu_probing #x00000000)
                  (ite passive_open a!9 a!9)
                  (ite (= a!1 #x00000000) a!10 a!135)))
      (a!150 (bvslt a!149 (ite a!38 a!43 (ite (bvslt a!51 a!43) a!51 a!43)))))
(let ((a!18 (ite (or a!15 (bvslt (bvsub a!6 a!12) connect_tcp_probe_threshold))
                 #x00000000
                 a!17))
      (a!48 (ite a!47
                 (bvsub a!40 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!46))
      (a!55 (ite a!54
                 (bvsub a!40 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!53 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!80 (ite (= connect_route_mtu connect_route_mtu)
                 a!75
                 (ite (= a!1 #x00000000) a!21 (ite (bvslt a!21 a!79) a!21 a!79))))
      (a!92 (ite a!91
                 (bvsub a!86 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!90 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!97 (bvslt mss_clamp
                   (bvsub a!96
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!106 (ite a!105
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!82)
                  (ite a!84 a!88 a!95)))
      (a!137 (ite a!136
                  mss_clamp
                  (bvsub a!135
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!143 (ite (bvslt (ite (bvult connect_route_mtu a!141)
                              connect_route_mtu
                              a!141)
                         a!142)
                  (ite (bvult connect_route_mtu a!141) connect_route_mtu a!141)
                  a!142))
      (a!151 (ite a!150 a!149 (ite a!38 a!43 (ite (bvslt a!51 a!43) a!51 a!43)))))
(let ((a!49 (ite (= a!1 #x00000000)
                 (bvsub a!40 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!48))
      (a!56 (ite (= a!1 #x00000000)
                 (bvsub a!40 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!55))
      (a!81 (ite (bvule (ite (= HZ #x000003e8)
                             (bvmul connect_tcp_probe_interval #x000003e8)
                             a!69)
                        (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                               (ite passive_open a!70 a!71)))
                 a!80
                 a!75))
      (a!93 (ite (= a!1 #x00000000)
                 (bvsub a!86 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!92))
      (a!98 (ite a!97
                 mss_clamp
                 (bvsub a!96
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!107 (bvslt a!106 (ite a!84 (ite (bvslt a!88 a!12) a!88 a!12) a!96)))
      (a!138 (bvsub (ite (bvslt a!137 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!137)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!144 (bvslt mss_clamp
                    (bvsub a!143
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!152 (bvslt mss_clamp
                    (bvsub a!151
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!58 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!38 a!49 a!56) a!57)))
      (a!99 (bvsub (ite (bvslt a!98 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!98)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!108 (ite a!107 a!106 (ite a!84 (ite (bvslt a!88 a!12) a!88 a!12) a!96)))
      (a!139 (ite (= a!1 #x00000000)
                  (ite (= #x00000001 #x00000000)
                       a!21
                       (ite (bvslt a!21 a!67) a!21 a!67))
                  (ite (= a!1 #x00000000)
                       a!21
                       (ite (bvslt a!21 a!138) a!21 a!138))))
      (a!145 (ite a!144
                  mss_clamp
                  (bvsub a!143
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!153 (ite a!152
                  mss_clamp
                  (bvsub a!151
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!59 (and (or (bvult (ite a!38 a!49 a!56) a!32) a!58) (not cwnd_full_1)))
      (a!100 (bvslt (bvsub a!86
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!99))
      (a!109 (bvslt mss_clamp
                    (bvsub a!108
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!146 (bvsub (ite (bvslt a!145 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!145)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!154 (bvsub (ite (bvslt a!153 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!153)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!60 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!35))
                 #x00000000
                 (ite a!37 (ite a!59 #x00000000 #x00000000) #x00000000)))
      (a!101 (ite a!100
                  (bvsub a!86 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!99))
      (a!110 (ite a!109
                  mss_clamp
                  (bvsub a!108
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!147 (ite (= connect_route_mtu connect_route_mtu)
                  (ite (= connect_tcp_mtu_probing #x00000000) a!32 a!139)
                  (ite a!140 a!21 (ite (bvslt a!21 a!146) a!21 a!146))))
      (a!155 (bvslt (bvsub a!40
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!154)))
(let ((a!61 (ite (= event_1 #x00000005)
                 #x00000000
                 (ite (= event_1 #x00000006)
                      a!60
                      (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!102 (ite (= a!1 #x00000000)
                  (bvsub a!86 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!101))
      (a!111 (bvsub (ite (bvslt a!110 connect_tcp_min_snd_mss)
                         connect_tcp_min_snd_mss
                         a!110)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!156 (ite a!155
                  (bvsub a!40 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!154)))
(let ((a!62 (ite (= event_1 #x00000002)
                 #x00000000
                 (ite (= event_1 #x00000003)
                      #x00000000
                      (ite (= event_1 #x00000004) #x00000000 a!61))))
      (a!103 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (bvult (ite a!84 a!93 a!102) a!57)))
      (a!112 (bvslt (bvsub a!86
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!111))
      (a!157 (ite (= a!1 #x00000000)
                  (bvsub a!40 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!156)))
(let ((a!63 (ite (= event_1 #x00000000)
                 (ite a!3 #x00000000 a!18)
                 (ite (= event_1 #x00000001) #x00000000 a!62)))
      (a!104 (and (or (bvult (ite a!84 a!93 a!102) a!75) a!103) (not false)))
      (a!113 (ite a!112
                  (bvsub a!86 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!111))
      (a!158 (ite a!37
                  (ite a!59
                       (ite a!38 (ite a!38 a!49 a!56) a!157)
                       (ite a!38 a!49 a!56))
                  a!32)))
(let ((a!64 (or (not (bvslt #x00000000 a!63))
                (and (bvsle (ite ipv6 #x00000500 #x00000044) a!63)
                     (bvsle a!63 #x0000ffff))))
      (a!114 (ite (= a!1 #x00000000)
                  (bvsub a!86 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!113))
      (a!159 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!35)) a!32 a!158)))
(let ((a!115 (ite a!83
                  (ite a!104
                       (ite a!84 (ite a!84 a!93 a!102) a!114)
                       (ite a!84 a!93 a!102))
                  a!75))
      (a!160 (ite (= event_1 #x00000004)
                  (ite (= connect_route_mtu connect_route_mtu) a!32 a!68)
                  (ite (= event_1 #x00000005)
                       a!68
                       (ite (= event_1 #x00000006) a!159 a!32)))))
(let ((a!116 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!75 a!21)))
                  a!75
                  a!115))
      (a!161 (ite (= event_1 #x00000001)
                  a!123
                  (ite (= event_1 #x00000002)
                       a!129
                       (ite (= event_1 #x00000003) a!147 a!160)))))
(let ((a!117 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!16))
                  (ite ipv6 a!75 a!116)
                  a!75)))
(let ((a!118 (ite (or a!15 (bvslt (bvsub a!6 a!12) connect_tcp_probe_threshold))
                  a!81
                  a!117)))
(let ((a!162 (ite (= event_1 #x00000000)
                  (ite a!3
                       (ite (= connect_route_mtu connect_route_mtu) a!32 a!68)
                       a!118)
                  a!161)))
(let ((a!163 (bvadd ((_ sign_extend 32) a!162)
                    ((_ sign_extend 32)
                      (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (not (and a!64 (not (bvslt a!163 #x0000000000000030))))))))))))))))))))))))))))
(check-sat)
