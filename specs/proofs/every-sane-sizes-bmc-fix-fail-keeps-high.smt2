; every-sane-sizes-bmc-fix-fail-keeps-high
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
      (a!16 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!19 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!27 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!30 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu mtu_1)))
                 (ite (bvult mtu_1 #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      mtu_1)
                 connect_route_mtu))
      (a!40 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!51 (ite (= HZ #x0000012c)
                 (bvmul connect_tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul connect_tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)))))
      (a!52 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 #x00000000
                 connect_tcp_time_stamp))
      (a!56 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu))
      (a!69 (bvsub (ite passive_open #x00000000 #x00000000)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!3 (or (= a!1 #x00000000)
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!2))
      (a!5 (ite (= connect_route_mtu connect_route_mtu)
                a!4
                (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!17 (ite a!16
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!20 (ite a!19
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!22 (bvslt mss_clamp
                   (bvsub a!9
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!28 (ite a!27
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!31 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!30)
                   connect_route_mtu))
      (a!32 (= (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!30)
               (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!30)))
      (a!33 (bvsub (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!30)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!35 (bvsub (ite passive_open a!9 a!9)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!53 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!52
                 connect_tcp_time_stamp))
      (a!57 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!56)
                   connect_route_mtu))
      (a!58 (= (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!56)
               (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!56)))
      (a!59 (bvsub (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!56)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!70 (ite (bvslt (ite (bvslt mss_clamp a!69) mss_clamp a!69)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!69) mss_clamp a!69)))
      (a!82 (= (ite (= connect_tcp_mtu_probing #x00000000)
                    a!1
                    (ite (= a!1 #x00000000) #x00000001 a!1))
               #x00000000)))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                a!5
                (ite (bvult connect_route_mtu a!5) connect_route_mtu a!5)))
      (a!18 (bvsub (ite (bvslt a!17 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!17)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!21 (bvsub (ite (bvslt a!20 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!20)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!23 (ite a!22
                 mss_clamp
                 (bvsub a!9 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!34 (ite (bvslt (ite (bvslt mss_clamp a!33) mss_clamp a!33)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!33) mss_clamp a!33)))
      (a!36 (ite (bvslt (ite (bvslt mss_clamp a!35) mss_clamp a!35)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!35) mss_clamp a!35)))
      (a!60 (ite (bvslt (ite (bvslt mss_clamp a!59) mss_clamp a!59)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!59) mss_clamp a!59))))
(let ((a!7 (bvslt mss_clamp
                  (bvsub a!6
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!10 (bvsub (bvashr (bvadd a!6 (ite passive_open a!9 a!9)) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!24 (bvsub (ite (bvslt a!23 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!23)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!37 (bvslt (bvsub a!34
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!36
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!48 (bvslt a!18
                   (bvsub a!36
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!61 (bvslt (bvsub a!60
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!36
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!71 (bvslt a!18
                   (bvsub a!70
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!75 (bvashr (bvsub a!36
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    #x00000001)))
(let ((a!8 (ite a!7
                mss_clamp
                (bvsub a!6 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!11 (ite (bvslt (ite (bvslt mss_clamp a!10) mss_clamp a!10)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!10) mss_clamp a!10)))
      (a!25 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!18
                 (ite (bvslt a!18 a!24) a!18 a!24)))
      (a!38 (ite a!37
                 (bvsub a!34 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!36 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!49 (ite a!48
                 a!18
                 (bvsub a!36 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!62 (ite a!61
                 (bvsub a!60 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!36 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!72 (ite a!71
                 a!18
                 (bvsub a!70 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!76 (ite (bvslt (ite (bvslt connect_tcp_base_mss a!75)
                             connect_tcp_base_mss
                             a!75)
                        connect_tcp_mtu_probe_floor)
                 connect_tcp_mtu_probe_floor
                 (ite (bvslt connect_tcp_base_mss a!75)
                      connect_tcp_base_mss
                      a!75))))
(let ((a!12 (bvslt (bvsub (ite (bvslt a!8 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!8)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!11
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!14 (bvadd (bvsub a!11
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!26 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!18
                      (ite (bvslt a!18 a!21) a!18 a!21))
                 a!25))
      (a!39 (ite (= a!1 #x00000000)
                 (bvsub a!34 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!38))
      (a!63 (ite (= a!1 #x00000000)
                 (bvsub a!60 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!62))
      (a!77 (bvadd (ite (bvslt a!76 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!76)
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!13 (or a!12
                (bvslt (bvsub a!6 (ite passive_open a!9 a!9))
                       connect_tcp_probe_threshold)))
      (a!15 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!14))
                 #x00000000
                 a!14))
      (a!29 (bvule a!26
                   (bvsub (ite (bvslt a!28 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!28)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!41 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!32 a!39 a!39) a!40)))
      (a!50 (ite (= connect_route_mtu connect_route_mtu)
                 a!26
                 (ite (= a!1 #x00000000) a!18 a!49)))
      (a!64 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!58 a!63 a!63) a!40)))
      (a!73 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (= a!1 #x00000000) a!18 a!72)
                 a!26))
      (a!78 (bvslt mss_clamp
                   (bvsub a!77
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!83 (bvsub (ite (= connect_tcp_mtu_probing #x00000000)
                        (ite passive_open a!9 a!9)
                        (ite (= a!1 #x00000000) (ite passive_open a!9 a!9) a!77))
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!42 (and (or (bvult (ite a!32 a!39 a!39) a!26) a!41) (not cwnd_full_1)))
      (a!54 (ite (= connect_route_mtu connect_route_mtu)
                 a!50
                 (ite (= a!1 #x00000000) a!18 a!49)))
      (a!74 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!50
                 a!26))
      (a!79 (ite a!78
                 mss_clamp
                 (bvsub a!77
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!84 (ite (bvslt (ite (bvslt mss_clamp a!83) mss_clamp a!83)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!83) mss_clamp a!83))))
(let ((a!43 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!29))
                 #x00000000
                 (ite a!31 (ite a!42 #x00000000 #x00000000) #x00000000)))
      (a!55 (ite (bvule (ite (= HZ #x000003e8)
                             (bvmul connect_tcp_probe_interval #x000003e8)
                             a!51)
                        (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                               (ite passive_open a!52 a!53)))
                 (ite (= connect_route_mtu connect_route_mtu)
                      a!54
                      (ite (= a!1 #x00000000) a!18 a!49))
                 a!54))
      (a!65 (and (or (bvult (ite a!58 a!63 a!63) a!54) a!64) (not false)))
      (a!80 (bvsub (ite (bvslt a!79 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!79)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!85 (bvslt a!18
                   (bvsub a!84
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!87 (ite a!31
                 (ite a!42
                      (ite a!32 (ite a!32 a!39 a!39) a!39)
                      (ite a!32 a!39 a!39))
                 a!26)))
(let ((a!44 (ite (= event_1 #x00000005)
                 #x00000000
                 (ite (= event_1 #x00000006)
                      a!43
                      (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!66 (ite a!57
                 (ite a!65
                      (ite a!58 (ite a!58 a!63 a!63) a!63)
                      (ite a!58 a!63 a!63))
                 a!54))
      (a!81 (ite (= a!1 #x00000000)
                 (ite (= #x00000001 #x00000000) a!18 a!49)
                 (ite (= a!1 #x00000000) a!18 (ite (bvslt a!18 a!80) a!18 a!80))))
      (a!86 (ite a!85
                 a!18
                 (bvsub a!84 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!88 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!29)) a!26 a!87)))
(let ((a!45 (ite (= event_1 #x00000002)
                 #x00000000
                 (ite (= event_1 #x00000003)
                      #x00000000
                      (ite (= event_1 #x00000004) #x00000000 a!44))))
      (a!67 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!54 a!18)))
                 a!54
                 a!66))
      (a!89 (ite (= event_1 #x00000004)
                 a!50
                 (ite (= event_1 #x00000005)
                      (ite (= a!1 #x00000000) a!18 a!49)
                      (ite (= event_1 #x00000006) a!88 a!26)))))
(let ((a!46 (ite (= event_1 #x00000000)
                 (ite a!3 #x00000000 (ite a!13 #x00000000 a!15))
                 (ite (= event_1 #x00000001) #x00000000 a!45)))
      (a!68 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!14))
                 (ite ipv6 a!54 a!67)
                 a!54))
      (a!90 (ite (= event_1 #x00000003)
                 (ite (= connect_route_mtu connect_route_mtu)
                      (ite (= connect_tcp_mtu_probing #x00000000) a!26 a!81)
                      (ite a!82 a!18 a!86))
                 a!89)))
(let ((a!47 (or (not (bvslt #x00000000 a!46))
                (and (bvsle (ite ipv6 #x00000500 #x00000044) a!46)
                     (bvsle a!46 #x0000ffff))))
      (a!91 (ite (= event_1 #x00000000)
                 (ite a!3 a!50 (ite a!13 a!55 a!68))
                 (ite (= event_1 #x00000001)
                      a!73
                      (ite (= event_1 #x00000002) a!74 a!90)))))
(let ((a!92 (bvadd ((_ sign_extend 32) a!91)
                   ((_ sign_extend 32)
                     (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (not (and a!47 (not (bvslt a!92 #x0000000000000030)))))))))))))))))))
(check-sat)
