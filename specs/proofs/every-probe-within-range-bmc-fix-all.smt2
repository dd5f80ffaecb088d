; every-probe-within-range-bmc-fix-all
; expected: sat
; claim: sat: a run of 1 events from connect breaks sent > 0 => search_low < sent <= search_high
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
(assert (let ((a!1 (= (ite passive_open
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000)
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000))
              #x00000000))
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
      (a!29 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!32 (ite (and (= #x00000000 #x00000000)
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
      (a!61 (ite (= HZ #x0000012c)
                 (bvmul connect_tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul connect_tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)))))
      (a!62 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 #x00000000
                 connect_tcp_time_stamp))
      (a!65 (ite (bvult connect_route_mtu
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 connect_route_mtu
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!83 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu)))
(let ((a!3 (or a!1
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
      (a!30 (ite a!29
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!33 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!32)
                   connect_route_mtu))
      (a!34 (= (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!32)
               (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!32)))
      (a!35 (bvsub (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!32)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!37 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!32)
                   (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!63 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!62
                 connect_tcp_time_stamp))
      (a!84 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!83)
                   connect_route_mtu))
      (a!85 (= (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!83)
               (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!83)))
      (a!86 (bvsub (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!83)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!116 (ite (bvslt (ite (bvult connect_route_mtu a!4)
                              connect_route_mtu
                              a!4)
                         (bvsub (ite passive_open #x00000000 #x00000000)
                                #x00000001))
                  (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                  (bvsub (ite passive_open #x00000000 #x00000000) #x00000001))))
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
      (a!36 (ite (bvslt (ite (bvslt mss_clamp a!35) mss_clamp a!35)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!35) mss_clamp a!35)))
      (a!38 (ite a!37
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!32)
                 (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!64 (bvule (ite (= HZ #x000003e8)
                        (bvmul connect_tcp_probe_interval #x000003e8)
                        a!61)
                   (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                          (ite passive_open a!62 a!63))))
      (a!87 (ite (bvslt (ite (bvslt mss_clamp a!86) mss_clamp a!86)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!86) mss_clamp a!86)))
      (a!125 (ite (= connect_tcp_mtu_probing #x00000000)
                  (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                  (ite a!1 a!5 a!5)))
      (a!140 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!5
                  (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!141 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= connect_route_mtu connect_route_mtu)
                       a!116
                       (ite (bvult connect_route_mtu a!116)
                            connect_route_mtu
                            a!116))
                  (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4))))
(let ((a!7 (ite (= connect_route_mtu connect_route_mtu)
                a!6
                (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!13 (ite (= connect_route_mtu connect_route_mtu)
                 a!12
                 (ite (bvslt a!5 a!12) a!5 a!12)))
      (a!26 (bvslt mss_clamp
                   (bvsub a!12
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!39 (bvsub (ite (bvslt a!38 a!12) a!38 a!12)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!44 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!32)
                   a!38))
      (a!66 (bvsub (ite (bvslt a!5 a!12) a!5 a!12)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!115 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (bvslt a!5 (ite passive_open #x00000000 #x00000000))
                       a!5
                       (ite passive_open #x00000000 #x00000000))
                  a!12))
      (a!117 (ite (bvslt (ite (bvult connect_route_mtu a!116)
                              connect_route_mtu
                              a!116)
                         a!12)
                  (ite (bvult connect_route_mtu a!116) connect_route_mtu a!116)
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
      (a!40 (ite (bvslt (ite (bvslt mss_clamp a!39) mss_clamp a!39)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!39) mss_clamp a!39)))
      (a!45 (ite a!44
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!32)
                 a!38))
      (a!67 (ite (bvslt (ite (bvslt mss_clamp a!66) mss_clamp a!66)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!66) mss_clamp a!66)))
      (a!88 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!83)
                   a!7))
      (a!118 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= connect_route_mtu connect_route_mtu) a!12 a!117)
                  a!12)))
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
      (a!41 (bvslt (bvsub a!36
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!40
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!46 (ite (bvslt a!45 (ite (bvslt a!38 a!12) a!38 a!12))
                 a!45
                 (ite (bvslt a!38 a!12) a!38 a!12)))
      (a!68 (bvslt a!25
                   (bvsub a!67
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
      (a!89 (ite a!88
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!83)
                 a!7))
      (a!127 (bvult (ite ipv6
                         (ite (bvult mtu_1 connect_route_mtu)
                              mtu_1
                              connect_route_mtu)
                         a!32)
                    (ite a!34 a!38 a!45))))
(let ((a!16 (bvslt mss_clamp
                   (bvsub a!15
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!31 (bvule (ite a!1 a!25 (ite (bvslt a!25 a!28) a!25 a!28))
                   (bvsub (ite (bvslt a!30 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!30)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!42 (ite a!41
                 (bvsub a!36 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!40 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!47 (bvslt mss_clamp
                   (bvsub a!46
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!69 (ite a!68
                 a!25
                 (bvsub a!67 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!72 (ite a!71
                 mss_clamp
                 (bvsub a!14
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!76 (bvslt mss_clamp
                   (bvsub a!75
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!90 (ite (bvslt a!89
                        (ite (= connect_route_mtu connect_route_mtu) a!13 a!14))
                 a!89
                 (ite (= connect_route_mtu connect_route_mtu) a!13 a!14)))
      (a!97 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!83)
                   a!89))
      (a!119 (ite (bvslt connect_tcp_base_mss (bvashr a!28 #x00000001))
                  connect_tcp_base_mss
                  (bvashr a!28 #x00000001)))
      (a!128 (ite a!127
                  (ite ipv6
                       (ite (bvult mtu_1 connect_route_mtu)
                            mtu_1
                            connect_route_mtu)
                       a!32)
                  (ite a!34 a!38 a!45))))
(let ((a!17 (ite a!16
                 mss_clamp
                 (bvsub a!15
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!43 (ite a!1
                 (bvsub a!36 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!42))
      (a!48 (ite a!47
                 mss_clamp
                 (bvsub a!46
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!70 (ite (= connect_route_mtu connect_route_mtu)
                 (ite a!1 a!25 (ite (bvslt a!25 a!28) a!25 a!28))
                 (ite a!1 a!25 a!69)))
      (a!73 (bvsub (ite (bvslt a!72 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!72)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!77 (ite a!76
                 mss_clamp
                 (bvsub a!75
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!91 (bvslt mss_clamp
                   (bvsub a!90
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!98 (ite a!97
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!83)
                 a!89))
      (a!120 (ite (bvslt (ite (bvslt a!119 connect_tcp_mtu_probe_floor)
                              connect_tcp_mtu_probe_floor
                              a!119)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt a!119 connect_tcp_mtu_probe_floor)
                       connect_tcp_mtu_probe_floor
                       a!119)))
      (a!129 (bvslt a!128 (ite a!34 (ite (bvslt a!38 a!12) a!38 a!12) a!46))))
(let ((a!18 (bvsub (ite (bvslt a!17 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!17)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!49 (bvsub (ite (bvslt a!48 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!48)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!74 (ite (= connect_route_mtu connect_route_mtu)
                 a!70
                 (ite a!1 a!25 (ite (bvslt a!25 a!73) a!25 a!73))))
      (a!78 (bvsub (ite (bvslt a!77 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!77)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!92 (ite a!91
                 mss_clamp
                 (bvsub a!90
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!99 (bvsub (ite (bvslt a!98 a!90) a!98 a!90)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!106 (bvult (ite ipv6
                         (ite (bvult connect_route_mtu connect_route_mtu)
                              connect_route_mtu
                              connect_route_mtu)
                         a!83)
                    (ite a!85 a!89 a!98)))
      (a!121 (bvadd a!120
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!130 (ite a!129 a!128 (ite a!34 (ite (bvslt a!38 a!12) a!38 a!12) a!46))))
(let ((a!19 (bvslt (bvsub (ite (bvslt a!9 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!9)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!18))
      (a!21 (bvadd a!18
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!50 (bvslt (bvsub a!36
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!49))
      (a!79 (ite (= connect_route_mtu connect_route_mtu)
                 a!74
                 (ite a!1 a!25 (ite (bvslt a!25 a!78) a!25 a!78))))
      (a!93 (bvsub (ite (bvslt a!92 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!92)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!100 (ite (bvslt (ite (bvslt mss_clamp a!99) mss_clamp a!99)
                         connect_tcp_min_snd_mss)
                  connect_tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!99) mss_clamp a!99)))
      (a!107 (ite a!106
                  (ite ipv6
                       (ite (bvult connect_route_mtu connect_route_mtu)
                            connect_route_mtu
                            connect_route_mtu)
                       a!83)
                  (ite a!85 a!89 a!98)))
      (a!122 (bvslt a!5
                    (ite (and ipv6 (bvslt a!121 #x00000500)) #x00000500 a!121)))
      (a!131 (ite a!34 (ite a!34 (ite (bvslt a!38 a!12) a!38 a!12) a!46) a!130)))
(let ((a!22 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!21))
                 #x00000000
                 a!21))
      (a!51 (ite a!50
                 (bvsub a!36 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!49))
      (a!80 (bvadd a!79
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!94 (bvslt (bvsub a!87
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!93))
      (a!101 (bvslt (bvsub a!87
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvsub a!100
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!108 (bvslt a!107 (ite a!85 a!90 (ite (bvslt a!98 a!90) a!98 a!90))))
      (a!123 (ite a!122
                  a!5
                  (ite (and ipv6 (bvslt a!121 #x00000500)) #x00000500 a!121))))
(let ((a!52 (ite a!1
                 (bvsub a!36 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!51))
      (a!81 (bvslt a!65
                   (ite (and ipv6 (bvslt a!80 #x00000500)) #x00000500 a!80)))
      (a!95 (ite a!94
                 (bvsub a!87 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!93))
      (a!102 (ite a!101
                  (bvsub a!87 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!100
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!109 (ite a!108 a!107 (ite a!85 a!90 (ite (bvslt a!98 a!90) a!98 a!90))))
      (a!124 (ite (= connect_tcp_mtu_probing #x00000000)
                  a!12
                  (ite a!1 (ite (bvslt a!5 a!12) a!5 a!12) a!123))))
(let ((a!53 (bvult (ite a!34 a!43 a!52)
                   (ite a!1 a!25 (ite (bvslt a!25 a!28) a!25 a!28))))
      (a!55 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!34 a!43 a!52) a!54)))
      (a!82 (ite a!81
                 a!65
                 (ite (and ipv6 (bvslt a!80 #x00000500)) #x00000500 a!80)))
      (a!96 (ite a!1
                 (bvsub a!87 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!95))
      (a!103 (ite a!1
                  (bvsub a!87 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!102))
      (a!110 (ite a!85 (ite a!85 a!90 (ite (bvslt a!98 a!90) a!98 a!90)) a!109))
      (a!126 (ite (bvslt (ite (bvult connect_route_mtu a!125)
                              connect_route_mtu
                              a!125)
                         a!124)
                  (ite (bvult connect_route_mtu a!125) connect_route_mtu a!125)
                  a!124)))
(let ((a!56 (ite a!33
                 (ite (and (or a!53 a!55) (not cwnd_full_1))
                      #x00000000
                      #x00000000)
                 #x00000000))
      (a!104 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (bvult (ite a!85 a!96 a!103) a!54)))
      (a!132 (ite (and (or a!53 a!55) (not cwnd_full_1))
                  a!131
                  (ite a!34 (ite (bvslt a!38 a!12) a!38 a!12) a!46)))
      (a!142 (ite a!33
                  (ite (and (or a!53 a!55) (not cwnd_full_1))
                       (ite a!34 (ite a!34 a!38 a!45) a!128)
                       (ite a!34 a!38 a!45))
                  (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4))))
(let ((a!57 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!31)) #x00000000 a!56))
      (a!105 (and (or (bvult (ite a!85 a!96 a!103) a!74) a!104) (not false)))
      (a!133 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!31))
                  a!12
                  (ite a!33 a!132 a!12)))
      (a!143 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!31))
                  (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                  a!142)))
(let ((a!58 (ite (= event_1 #x00000005)
                 #x00000000
                 (ite (= event_1 #x00000006)
                      a!57
                      (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!111 (ite a!105 a!110 (ite a!85 a!90 (ite (bvslt a!98 a!90) a!98 a!90))))
      (a!134 (ite (= event_1 #x00000004)
                  a!13
                  (ite (= event_1 #x00000005)
                       (ite (bvslt a!5 a!12) a!5 a!12)
                       (ite (= event_1 #x00000006) a!133 a!12))))
      (a!137 (ite a!84
                  (ite a!105
                       (ite a!85 (ite a!85 a!89 a!98) a!107)
                       (ite a!85 a!89 a!98))
                  a!7))
      (a!144 (ite (= event_1 #x00000005)
                  a!5
                  (ite (= event_1 #x00000006)
                       a!143
                       (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))))
(let ((a!59 (ite (= event_1 #x00000002)
                 #x00000000
                 (ite (= event_1 #x00000003)
                      #x00000000
                      (ite (= event_1 #x00000004) #x00000000 a!58))))
      (a!112 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!74 a!25)))
                  (ite (= connect_route_mtu connect_route_mtu) a!13 a!14)
                  (ite a!84
                       a!111
                       (ite (= connect_route_mtu connect_route_mtu) a!13 a!14))))
      (a!135 (ite (= event_1 #x00000002)
                  a!118
                  (ite (= event_1 #x00000003)
                       (ite (= connect_route_mtu connect_route_mtu) a!124 a!126)
                       a!134)))
      (a!138 (ite (and ipv6
                       (or (bvult connect_route_mtu #x00000500)
                           (bvule a!74 a!25)))
                  a!7
                  a!137))
      (a!145 (ite (= event_1 #x00000003)
                  (ite (= connect_route_mtu connect_route_mtu)
                       a!125
                       (ite (bvult connect_route_mtu a!125)
                            connect_route_mtu
                            a!125))
                  (ite (= event_1 #x00000004) a!6 a!144))))
(let ((a!60 (ite (= event_1 #x00000000)
                 (ite a!3 #x00000000 (ite (or a!19 a!20) #x00000000 a!22))
                 (ite (= event_1 #x00000001) #x00000000 a!59)))
      (a!113 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!21))
                  (ite ipv6
                       (ite (= connect_route_mtu connect_route_mtu) a!13 a!14)
                       a!112)
                  (ite (= connect_route_mtu connect_route_mtu) a!13 a!14)))
      (a!139 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!21))
                  (ite ipv6 a!7 a!138)
                  a!7)))
(let ((a!114 (ite (or a!19 a!20)
                  (ite a!64
                       a!82
                       (ite (= connect_route_mtu connect_route_mtu) a!13 a!14))
                  a!113))
      (a!146 (ite (= event_1 #x00000000)
                  (ite a!3 a!6 (ite (or a!19 a!20) (ite a!64 a!65 a!7) a!139))
                  (ite (= event_1 #x00000001)
                       a!140
                       (ite (= event_1 #x00000002) a!141 a!145)))))
(let ((a!136 (bvslt (ite (= event_1 #x00000000)
                         (ite a!3 a!13 a!114)
                         (ite (= event_1 #x00000001) a!115 a!135))
                    a!60)))
  (not (or (not (bvslt #x00000000 a!60)) (and a!136 (bvsle a!60 a!146)))))))))))))))))))))))))
(check-sat)
