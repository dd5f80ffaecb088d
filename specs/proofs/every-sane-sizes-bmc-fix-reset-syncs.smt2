; every-sane-sizes-bmc-fix-reset-syncs
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
      (a!10 (bvadd connect_tcp_base_mss
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!17 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!24 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!27 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu mtu_1)))
                 (ite (bvult mtu_1 #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      mtu_1)
                 connect_route_mtu))
      (a!35 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!45 (ite (= HZ #x0000012c)
                 (bvmul connect_tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul connect_tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)))))
      (a!46 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 #x00000000
                 connect_tcp_time_stamp))
      (a!54 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu))
      (a!67 (bvsub (ite passive_open #x00000000 #x00000000)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!3 (or (= a!1 #x00000000)
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!2))
      (a!5 (ite (bvult connect_route_mtu
                       (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4))
                connect_route_mtu
                (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!18 (ite a!17
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!20 (bvsub (ite passive_open a!10 a!10)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!25 (ite a!24
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!28 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!27)
                   connect_route_mtu))
      (a!29 (= (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!27)
               (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!27)))
      (a!30 (bvsub (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!27)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!47 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!46
                 connect_tcp_time_stamp))
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
      (a!68 (ite (bvslt (ite (bvslt mss_clamp a!67) mss_clamp a!67)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!67) mss_clamp a!67)))
      (a!80 (= (ite (= connect_tcp_mtu_probing #x00000000)
                    a!1
                    (ite (= a!1 #x00000000) #x00000001 a!1))
               #x00000000)))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                a!5))
      (a!19 (bvsub (ite (bvslt a!18 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!18)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!21 (ite (bvslt (ite (bvslt mss_clamp a!20) mss_clamp a!20)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!20) mss_clamp a!20)))
      (a!31 (ite (bvslt (ite (bvslt mss_clamp a!30) mss_clamp a!30)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!30) mss_clamp a!30)))
      (a!58 (ite (bvslt (ite (bvslt mss_clamp a!57) mss_clamp a!57)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!57) mss_clamp a!57))))
(let ((a!7 (ite (= connect_route_mtu connect_route_mtu)
                a!6
                (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!22 (bvslt a!19
                   (bvsub a!21
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!32 (bvslt (bvsub a!31
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!21
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!59 (bvslt (bvsub a!58
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!21
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!69 (bvslt a!19
                   (bvsub a!68
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!73 (bvashr (bvsub a!21
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    #x00000001)))
(let ((a!8 (bvslt mss_clamp
                  (bvsub a!7
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!11 (bvsub (bvashr (bvadd a!7 (ite passive_open a!10 a!10)) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!23 (ite a!22
                 a!19
                 (bvsub a!21 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!33 (ite a!32
                 (bvsub a!31 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!21 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!60 (ite a!59
                 (bvsub a!58 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!21 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!70 (ite a!69
                 a!19
                 (bvsub a!68 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!74 (ite (bvslt (ite (bvslt connect_tcp_base_mss a!73)
                             connect_tcp_base_mss
                             a!73)
                        connect_tcp_mtu_probe_floor)
                 connect_tcp_mtu_probe_floor
                 (ite (bvslt connect_tcp_base_mss a!73)
                      connect_tcp_base_mss
                      a!73))))
(let ((a!9 (ite a!8
                mss_clamp
                (bvsub a!7 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!12 (ite (bvslt (ite (bvslt mss_clamp a!11) mss_clamp a!11)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!11) mss_clamp a!11)))
      (a!26 (bvule (ite (= a!1 #x00000000) a!19 a!23)
                   (bvsub (ite (bvslt a!25 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!25)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!34 (ite (= a!1 #x00000000)
                 (bvsub a!31 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!33))
      (a!44 (ite (= connect_route_mtu connect_route_mtu)
                 (ite (= a!1 #x00000000) a!19 a!23)
                 (ite (= a!1 #x00000000) a!19 a!23)))
      (a!61 (ite (= a!1 #x00000000)
                 (bvsub a!58 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!60))
      (a!71 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (= a!1 #x00000000) a!19 a!70)
                 (ite (= a!1 #x00000000) a!19 a!23)))
      (a!75 (bvadd (ite (bvslt a!74 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!74)
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!13 (bvslt (bvsub (ite (bvslt a!9 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!9)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!12
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!15 (bvadd (bvsub a!12
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!36 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!29 a!34 a!34) a!35)))
      (a!48 (ite (= connect_route_mtu connect_route_mtu)
                 a!44
                 (ite (= a!1 #x00000000) a!19 a!23)))
      (a!62 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!56 a!61 a!61) a!35)))
      (a!72 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!44
                 (ite (= a!1 #x00000000) a!19 a!23)))
      (a!76 (bvslt mss_clamp
                   (bvsub a!75
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!81 (bvsub (ite (= connect_tcp_mtu_probing #x00000000)
                        (ite passive_open a!10 a!10)
                        (ite (= a!1 #x00000000)
                             (ite passive_open a!10 a!10)
                             a!75))
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!14 (or a!13
                (bvslt (bvsub a!7 (ite passive_open a!10 a!10))
                       connect_tcp_probe_threshold)))
      (a!16 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!15))
                 #x00000000
                 a!15))
      (a!37 (or (bvult (ite a!29 a!34 a!34) (ite (= a!1 #x00000000) a!19 a!23))
                a!36))
      (a!49 (bvadd (ite (= connect_route_mtu connect_route_mtu)
                        a!48
                        (ite (= a!1 #x00000000) a!19 a!23))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!63 (and (or (bvult (ite a!56 a!61 a!61) a!48) a!62) (not false)))
      (a!77 (ite a!76
                 mss_clamp
                 (bvsub a!75
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!82 (ite (bvslt (ite (bvslt mss_clamp a!81) mss_clamp a!81)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!81) mss_clamp a!81))))
(let ((a!38 (ite a!28
                 (ite (and a!37 (not cwnd_full_1)) #x00000000 #x00000000)
                 #x00000000))
      (a!50 (bvslt mss_clamp
                   (bvsub a!49
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!64 (ite a!55
                 (ite a!63
                      (ite a!56 (ite a!56 a!61 a!61) a!61)
                      (ite a!56 a!61 a!61))
                 a!48))
      (a!78 (bvsub (ite (bvslt a!77 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!77)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!83 (bvslt a!19
                   (bvsub a!82
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!86 (ite a!28
                 (ite (and a!37 (not cwnd_full_1))
                      (ite a!29 (ite a!29 a!34 a!34) a!34)
                      (ite a!29 a!34 a!34))
                 (ite (= a!1 #x00000000) a!19 a!23))))
(let ((a!39 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!26)) #x00000000 a!38))
      (a!51 (ite a!50
                 mss_clamp
                 (bvsub a!49
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!65 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!48 a!19)))
                 a!48
                 a!64))
      (a!79 (ite (= a!1 #x00000000)
                 (ite (= #x00000001 #x00000000) a!19 a!23)
                 (ite (= a!1 #x00000000) a!19 (ite (bvslt a!19 a!78) a!19 a!78))))
      (a!84 (ite a!83
                 a!19
                 (bvsub a!82 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!87 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!26))
                 (ite (= a!1 #x00000000) a!19 a!23)
                 a!86)))
(let ((a!40 (ite (= event_1 #x00000005)
                 #x00000000
                 (ite (= event_1 #x00000006)
                      a!39
                      (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!52 (bvsub (ite (bvslt a!51 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!51)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!66 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!15))
                 (ite ipv6 a!48 a!65)
                 a!48))
      (a!85 (ite (= connect_route_mtu connect_route_mtu)
                 (ite (= connect_tcp_mtu_probing #x00000000)
                      (ite (= a!1 #x00000000) a!19 a!23)
                      a!79)
                 (ite a!80 a!19 a!84)))
      (a!88 (ite (= event_1 #x00000005)
                 (ite (= a!1 #x00000000) a!19 a!23)
                 (ite (= event_1 #x00000006)
                      a!87
                      (ite (= a!1 #x00000000) a!19 a!23)))))
(let ((a!41 (ite (= event_1 #x00000002)
                 #x00000000
                 (ite (= event_1 #x00000003)
                      #x00000000
                      (ite (= event_1 #x00000004) #x00000000 a!40))))
      (a!53 (ite (bvule (ite (= HZ #x000003e8)
                             (bvmul connect_tcp_probe_interval #x000003e8)
                             a!45)
                        (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                               (ite passive_open a!46 a!47)))
                 (ite (= a!1 #x00000000) a!19 (ite (bvslt a!19 a!52) a!19 a!52))
                 a!48))
      (a!89 (ite (= event_1 #x00000002)
                 a!72
                 (ite (= event_1 #x00000003)
                      a!85
                      (ite (= event_1 #x00000004) a!44 a!88)))))
(let ((a!42 (ite (= event_1 #x00000000)
                 (ite a!3 #x00000000 (ite a!14 #x00000000 a!16))
                 (ite (= event_1 #x00000001) #x00000000 a!41)))
      (a!90 ((_ sign_extend 32)
              (ite (= event_1 #x00000000)
                   (ite a!3 a!44 (ite a!14 a!53 a!66))
                   (ite (= event_1 #x00000001) a!71 a!89)))))
(let ((a!43 (or (not (bvslt #x00000000 a!42))
                (and (bvsle (ite ipv6 #x00000500 #x00000044) a!42)
                     (bvsle a!42 #x0000ffff))))
      (a!91 (bvadd a!90
                   ((_ sign_extend 32)
                     (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (not (and a!43 (not (bvslt a!91 #x0000000000000030)))))))))))))))))))
(check-sat)
