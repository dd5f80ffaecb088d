; every-sane-sizes-bmc-fix-probe-in-range
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
      (a!7 (bvadd connect_tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!13 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!16 (bvslt mss_clamp
                   (bvsub #x00000000
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
      (a!37 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!48 (ite (= HZ #x0000012c)
                 (bvmul connect_tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul connect_tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)))))
      (a!49 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 #x00000000
                 connect_tcp_time_stamp))
      (a!53 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu))
      (a!66 (bvsub (ite passive_open #x00000000 #x00000000)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!3 (or (= a!1 #x00000000)
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!2))
      (a!5 (ite (= connect_route_mtu connect_route_mtu)
                a!4
                (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!14 (ite a!13
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!17 (ite a!16
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!19 (bvslt mss_clamp
                   (bvsub a!7
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
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
      (a!32 (bvsub (ite passive_open a!7 a!7)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!50 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!49
                 connect_tcp_time_stamp))
      (a!54 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!53)
                   connect_route_mtu))
      (a!55 (= (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!53)
               (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!53)))
      (a!56 (bvsub (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!53)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!67 (ite (bvslt (ite (bvslt mss_clamp a!66) mss_clamp a!66)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!66) mss_clamp a!66)))
      (a!79 (= (ite (= connect_tcp_mtu_probing #x00000000)
                    a!1
                    (ite (= a!1 #x00000000) #x00000001 a!1))
               #x00000000)))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                a!5
                (ite (bvult connect_route_mtu a!5) connect_route_mtu a!5)))
      (a!15 (bvsub (ite (bvslt a!14 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!14)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!18 (bvsub (ite (bvslt a!17 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!17)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!20 (ite a!19
                 mss_clamp
                 (bvsub a!7 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!31 (ite (bvslt (ite (bvslt mss_clamp a!30) mss_clamp a!30)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!30) mss_clamp a!30)))
      (a!33 (ite (bvslt (ite (bvslt mss_clamp a!32) mss_clamp a!32)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!32) mss_clamp a!32)))
      (a!57 (ite (bvslt (ite (bvslt mss_clamp a!56) mss_clamp a!56)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!56) mss_clamp a!56))))
(let ((a!8 (bvsub (bvashr (bvadd a!6 (ite passive_open a!7 a!7)) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!21 (bvsub (ite (bvslt a!20 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!20)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!34 (bvslt (bvsub a!31
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!33
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!45 (bvslt a!15
                   (bvsub a!33
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!58 (bvslt (bvsub a!57
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!33
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!68 (bvslt a!15
                   (bvsub a!67
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!72 (bvashr (bvsub a!33
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    #x00000001)))
(let ((a!9 (ite (bvslt (ite (bvslt mss_clamp a!8) mss_clamp a!8)
                       connect_tcp_min_snd_mss)
                connect_tcp_min_snd_mss
                (ite (bvslt mss_clamp a!8) mss_clamp a!8)))
      (a!22 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!15
                 (ite (bvslt a!15 a!21) a!15 a!21)))
      (a!35 (ite a!34
                 (bvsub a!31 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!33 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!46 (ite a!45
                 a!15
                 (bvsub a!33 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!59 (ite a!58
                 (bvsub a!57 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!33 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!69 (ite a!68
                 a!15
                 (bvsub a!67 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!73 (ite (bvslt (ite (bvslt connect_tcp_base_mss a!72)
                             connect_tcp_base_mss
                             a!72)
                        connect_tcp_mtu_probe_floor)
                 connect_tcp_mtu_probe_floor
                 (ite (bvslt connect_tcp_base_mss a!72)
                      connect_tcp_base_mss
                      a!72))))
(let ((a!10 (bvadd (bvsub a!9 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!23 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!15
                      (ite (bvslt a!15 a!18) a!15 a!18))
                 a!22))
      (a!36 (ite (= a!1 #x00000000)
                 (bvsub a!31 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!35))
      (a!60 (ite (= a!1 #x00000000)
                 (bvsub a!57 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!59))
      (a!74 (bvadd (ite (bvslt a!73 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!73)
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!11 (or (bvsle a!10 (ite passive_open a!7 a!7))
                (bvslt a!6 a!10)
                (bvslt (bvsub a!6 (ite passive_open a!7 a!7))
                       connect_tcp_probe_threshold)))
      (a!12 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!10))
                 #x00000000
                 a!10))
      (a!26 (bvule a!23
                   (bvsub (ite (bvslt a!25 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!25)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!38 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!29 a!36 a!36) a!37)))
      (a!47 (ite (= connect_route_mtu connect_route_mtu)
                 a!23
                 (ite (= a!1 #x00000000) a!15 a!46)))
      (a!61 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!55 a!60 a!60) a!37)))
      (a!70 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (= a!1 #x00000000) a!15 a!69)
                 a!23))
      (a!75 (bvslt mss_clamp
                   (bvsub a!74
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!80 (bvsub (ite (= connect_tcp_mtu_probing #x00000000)
                        (ite passive_open a!7 a!7)
                        (ite (= a!1 #x00000000) (ite passive_open a!7 a!7) a!74))
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!39 (and (or (bvult (ite a!29 a!36 a!36) a!23) a!38) (not cwnd_full_1)))
      (a!51 (ite (= connect_route_mtu connect_route_mtu)
                 a!47
                 (ite (= a!1 #x00000000) a!15 a!46)))
      (a!71 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!47
                 a!23))
      (a!76 (ite a!75
                 mss_clamp
                 (bvsub a!74
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!81 (ite (bvslt (ite (bvslt mss_clamp a!80) mss_clamp a!80)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!80) mss_clamp a!80))))
(let ((a!40 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!26))
                 #x00000000
                 (ite a!28 (ite a!39 #x00000000 #x00000000) #x00000000)))
      (a!52 (ite (bvule (ite (= HZ #x000003e8)
                             (bvmul connect_tcp_probe_interval #x000003e8)
                             a!48)
                        (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                               (ite passive_open a!49 a!50)))
                 (ite (= connect_route_mtu connect_route_mtu)
                      a!51
                      (ite (= a!1 #x00000000) a!15 a!46))
                 a!51))
      (a!62 (and (or (bvult (ite a!55 a!60 a!60) a!51) a!61) (not false)))
      (a!77 (bvsub (ite (bvslt a!76 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!76)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!82 (bvslt a!15
                   (bvsub a!81
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!84 (ite a!28
                 (ite a!39
                      (ite a!29 (ite a!29 a!36 a!36) a!36)
                      (ite a!29 a!36 a!36))
                 a!23)))
(let ((a!41 (ite (= event_1 #x00000005)
                 #x00000000
                 (ite (= event_1 #x00000006)
                      a!40
                      (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!63 (ite a!54
                 (ite a!62
                      (ite a!55 (ite a!55 a!60 a!60) a!60)
                      (ite a!55 a!60 a!60))
                 a!51))
      (a!78 (ite (= a!1 #x00000000)
                 (ite (= #x00000001 #x00000000) a!15 a!46)
                 (ite (= a!1 #x00000000) a!15 (ite (bvslt a!15 a!77) a!15 a!77))))
      (a!83 (ite a!82
                 a!15
                 (bvsub a!81 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!85 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!26)) a!23 a!84)))
(let ((a!42 (ite (= event_1 #x00000002)
                 #x00000000
                 (ite (= event_1 #x00000003)
                      #x00000000
                      (ite (= event_1 #x00000004) #x00000000 a!41))))
      (a!64 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!51 a!15)))
                 a!51
                 a!63))
      (a!86 (ite (= event_1 #x00000004)
                 a!47
                 (ite (= event_1 #x00000005)
                      (ite (= a!1 #x00000000) a!15 a!46)
                      (ite (= event_1 #x00000006) a!85 a!23)))))
(let ((a!43 (ite (= event_1 #x00000000)
                 (ite a!3 #x00000000 (ite a!11 #x00000000 a!12))
                 (ite (= event_1 #x00000001) #x00000000 a!42)))
      (a!65 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!10))
                 (ite ipv6 a!51 a!64)
                 a!51))
      (a!87 (ite (= event_1 #x00000003)
                 (ite (= connect_route_mtu connect_route_mtu)
                      (ite (= connect_tcp_mtu_probing #x00000000) a!23 a!78)
                      (ite a!79 a!15 a!83))
                 a!86)))
(let ((a!44 (or (not (bvslt #x00000000 a!43))
                (and (bvsle (ite ipv6 #x00000500 #x00000044) a!43)
                     (bvsle a!43 #x0000ffff))))
      (a!88 (ite (= event_1 #x00000000)
                 (ite a!3 a!47 (ite a!11 a!52 a!65))
                 (ite (= event_1 #x00000001)
                      a!70
                      (ite (= event_1 #x00000002) a!71 a!87)))))
(let ((a!89 (bvadd ((_ sign_extend 32) a!88)
                   ((_ sign_extend 32)
                     (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (not (and a!44 (not (bvslt a!89 #x0000000000000030)))))))))))))))))))
(check-sat)
