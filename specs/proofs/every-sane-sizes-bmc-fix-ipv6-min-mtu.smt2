; every-sane-sizes-bmc-fix-ipv6-min-mtu
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
      (a!17 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!20 (bvslt mss_clamp
                   (bvsub #x00000000
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
      (a!43 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!52 (ite (= HZ #x0000012c)
                 (bvmul connect_tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul connect_tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)))))
      (a!53 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 #x00000000
                 connect_tcp_time_stamp))
      (a!57 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu))
      (a!71 (bvsub (ite passive_open #x00000000 #x00000000)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!3 (or (= a!1 #x00000000)
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!2))
      (a!5 (ite (= connect_route_mtu connect_route_mtu)
                a!4
                (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!10 (ite passive_open
                 (ite (and ipv6 (bvslt a!9 #x00000500)) #x00000500 a!9)
                 (ite (and ipv6 (bvslt a!9 #x00000500)) #x00000500 a!9)))
      (a!18 (ite a!17
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!21 (ite a!20
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!23 (bvsub (ite (and ipv6 (bvslt a!9 #x00000500)) #x00000500 a!9)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
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
      (a!54 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!53
                 connect_tcp_time_stamp))
      (a!58 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!57)
                   connect_route_mtu))
      (a!59 (= (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!57)
               (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!57)))
      (a!60 (bvsub (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!57)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!72 (ite (bvslt (ite (bvslt mss_clamp a!71) mss_clamp a!71)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!71) mss_clamp a!71)))
      (a!85 (= (ite (= connect_tcp_mtu_probing #x00000000)
                    a!1
                    (ite (= a!1 #x00000000) #x00000001 a!1))
               #x00000000)))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                a!5
                (ite (bvult connect_route_mtu a!5) connect_route_mtu a!5)))
      (a!19 (bvsub (ite (bvslt a!18 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!18)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!22 (bvsub (ite (bvslt a!21 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!21)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!24 (ite (bvslt (ite (bvslt mss_clamp a!23) mss_clamp a!23)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!23) mss_clamp a!23)))
      (a!36 (ite (bvslt (ite (bvslt mss_clamp a!35) mss_clamp a!35)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!35) mss_clamp a!35)))
      (a!37 (bvslt mss_clamp
                   (bvsub a!10
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!61 (ite (bvslt (ite (bvslt mss_clamp a!60) mss_clamp a!60)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!60) mss_clamp a!60))))
(let ((a!7 (bvslt mss_clamp
                  (bvsub a!6
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!11 (bvsub (bvashr (bvadd a!6 a!10) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!25 (bvslt a!19
                   (bvsub a!24
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!38 (ite a!37
                 mss_clamp
                 (bvsub a!10
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!73 (bvslt a!19
                   (bvsub a!72
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!8 (ite a!7
                mss_clamp
                (bvsub a!6 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!12 (ite (bvslt (ite (bvslt mss_clamp a!11) mss_clamp a!11)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!11) mss_clamp a!11)))
      (a!26 (ite a!25
                 a!19
                 (bvsub a!24 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!39 (bvsub (ite (bvslt a!38 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!38)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!74 (ite a!73
                 a!19
                 (bvsub a!72 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!13 (bvslt (bvsub (ite (bvslt a!8 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!8)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!12
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!14 (bvadd (bvsub a!12
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!27 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!19
                 a!26))
      (a!40 (bvslt (bvsub a!36
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!39))
      (a!51 (ite (= a!1 #x00000000) a!19 (ite (bvslt a!19 a!39) a!19 a!39)))
      (a!62 (bvslt (bvsub a!61
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!39))
      (a!77 (ite (bvslt connect_tcp_base_mss (bvashr a!39 #x00000001))
                 connect_tcp_base_mss
                 (bvashr a!39 #x00000001))))
(let ((a!15 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!14))
                 #x00000000
                 a!14))
      (a!28 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!19
                      (ite (bvslt a!19 a!22) a!19 a!22))
                 a!27))
      (a!41 (ite a!40
                 (bvsub a!36 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!39))
      (a!63 (ite a!62
                 (bvsub a!61 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!39))
      (a!78 (ite (bvslt (ite (bvslt a!77 connect_tcp_mtu_probe_floor)
                             connect_tcp_mtu_probe_floor
                             a!77)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt a!77 connect_tcp_mtu_probe_floor)
                      connect_tcp_mtu_probe_floor
                      a!77))))
(let ((a!16 (ite (or a!13 (bvslt (bvsub a!6 a!10) connect_tcp_probe_threshold))
                 #x00000000
                 a!15))
      (a!31 (bvule a!28
                   (bvsub (ite (bvslt a!30 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!30)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!42 (ite (= a!1 #x00000000)
                 (bvsub a!36 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!41))
      (a!55 (ite (= connect_route_mtu connect_route_mtu)
                 (ite (= connect_route_mtu connect_route_mtu) a!28 a!51)
                 a!51))
      (a!64 (ite (= a!1 #x00000000)
                 (bvsub a!61 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!63))
      (a!75 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (= a!1 #x00000000) a!19 a!74)
                 a!28))
      (a!76 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (= connect_route_mtu connect_route_mtu) a!28 a!51)
                 a!28))
      (a!79 (bvadd a!78
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!44 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!34 a!42 a!42) a!43)))
      (a!56 (ite (bvule (ite (= HZ #x000003e8)
                             (bvmul connect_tcp_probe_interval #x000003e8)
                             a!52)
                        (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                               (ite passive_open a!53 a!54)))
                 (ite (= connect_route_mtu connect_route_mtu) a!55 a!51)
                 a!55))
      (a!65 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!59 a!64 a!64) a!43)))
      (a!80 (bvsub (ite (and ipv6 (bvslt a!79 #x00000500)) #x00000500 a!79)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!86 (ite (= a!1 #x00000000)
                 a!10
                 (ite (and ipv6 (bvslt a!79 #x00000500)) #x00000500 a!79))))
(let ((a!45 (and (or (bvult (ite a!34 a!42 a!42) a!28) a!44) (not cwnd_full_1)))
      (a!66 (and (or (bvult (ite a!59 a!64 a!64) a!55) a!65) (not false)))
      (a!81 (ite (bvslt (ite (bvslt mss_clamp a!80) mss_clamp a!80)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!80) mss_clamp a!80)))
      (a!87 (bvsub (ite (= connect_tcp_mtu_probing #x00000000) a!10 a!86)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!46 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!31))
                 #x00000000
                 (ite a!33 (ite a!45 #x00000000 #x00000000) #x00000000)))
      (a!67 (ite a!58
                 (ite a!66
                      (ite a!59 (ite a!59 a!64 a!64) a!64)
                      (ite a!59 a!64 a!64))
                 a!55))
      (a!82 (bvslt a!19
                   (bvsub a!81
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!88 (ite (bvslt (ite (bvslt mss_clamp a!87) mss_clamp a!87)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!87) mss_clamp a!87)))
      (a!91 (ite a!33
                 (ite a!45
                      (ite a!34 (ite a!34 a!42 a!42) a!42)
                      (ite a!34 a!42 a!42))
                 a!28)))
(let ((a!47 (ite (= event_1 #x00000005)
                 #x00000000
                 (ite (= event_1 #x00000006)
                      a!46
                      (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!68 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!55 a!19)))
                 a!55
                 a!67))
      (a!83 (ite a!82
                 a!19
                 (bvsub a!81 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!89 (bvslt a!19
                   (bvsub a!88
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!92 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!31)) a!28 a!91)))
(let ((a!48 (ite (= event_1 #x00000002)
                 #x00000000
                 (ite (= event_1 #x00000003)
                      #x00000000
                      (ite (= event_1 #x00000004) #x00000000 a!47))))
      (a!69 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!14))
                 (ite ipv6 a!55 a!68)
                 a!55))
      (a!84 (ite (= a!1 #x00000000)
                 (ite (= #x00000001 #x00000000)
                      a!19
                      (ite (bvslt a!19 a!39) a!19 a!39))
                 (ite (= a!1 #x00000000) a!19 a!83)))
      (a!90 (ite a!89
                 a!19
                 (bvsub a!88 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!93 (ite (= event_1 #x00000004)
                 (ite (= connect_route_mtu connect_route_mtu) a!28 a!51)
                 (ite (= event_1 #x00000005)
                      a!51
                      (ite (= event_1 #x00000006) a!92 a!28)))))
(let ((a!49 (ite (= event_1 #x00000000)
                 (ite a!3 #x00000000 a!16)
                 (ite (= event_1 #x00000001) #x00000000 a!48)))
      (a!70 (ite (or a!13 (bvslt (bvsub a!6 a!10) connect_tcp_probe_threshold))
                 a!56
                 a!69))
      (a!94 (ite (= event_1 #x00000003)
                 (ite (= connect_route_mtu connect_route_mtu)
                      (ite (= connect_tcp_mtu_probing #x00000000) a!28 a!84)
                      (ite a!85 a!19 a!90))
                 a!93)))
(let ((a!50 (or (not (bvslt #x00000000 a!49))
                (and (bvsle (ite ipv6 #x00000500 #x00000044) a!49)
                     (bvsle a!49 #x0000ffff))))
      (a!95 (ite (= event_1 #x00000000)
                 (ite a!3
                      (ite (= connect_route_mtu connect_route_mtu) a!28 a!51)
                      a!70)
                 (ite (= event_1 #x00000001)
                      a!75
                      (ite (= event_1 #x00000002) a!76 a!94)))))
(let ((a!96 (bvadd ((_ sign_extend 32) a!95)
                   ((_ sign_extend 32)
                     (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (not (and a!50 (not (bvslt a!96 #x0000000000000030)))))))))))))))))))))
(check-sat)
