; every-probe-loss-never-raises-high-bmc-pre
; expected: sat
; claim: sat: a run of 3 events from connect breaks probe lost => search_high' <= search_high
(set-logic QF_BV)
(declare-fun sysctl_3 () (_ BitVec 32))
(declare-fun event_3 () (_ BitVec 32))
(declare-fun mtu_3 () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun sysctl_2 () (_ BitVec 32))
(declare-fun event_2 () (_ BitVec 32))
(declare-fun mtu_2 () (_ BitVec 32))
(declare-fun sysctl_1 () (_ BitVec 32))
(declare-fun event_1 () (_ BitVec 32))
(declare-fun mtu_1 () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
(declare-fun connect_tcp_probe_interval () (_ BitVec 32))
(declare-fun connect_tcp_probe_threshold () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun HZ () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun cwnd_full_1 () Bool)
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun connect_snd_cwnd () (_ BitVec 32))
(declare-fun cwnd_1 () (_ BitVec 32))
(declare-fun cwnd_set_1 () Bool)
(declare-fun cwnd_full_2 () Bool)
(declare-fun value_1 () (_ BitVec 32))
(declare-fun cwnd_2 () (_ BitVec 32))
(declare-fun cwnd_set_2 () Bool)
(declare-fun cwnd_full_3 () Bool)
(declare-fun value_2 () (_ BitVec 32))
(declare-fun cwnd_3 () (_ BitVec 32))
(declare-fun cwnd_set_3 () Bool)
(assert (let ((a!1 (or (not (= event_1 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_1)
                    (bvule mtu_1 #x0000ffff))))
      (a!2 (or (not (and (= event_1 #x00000006) (not ipv6)))
               (bvule mtu_1 #x0000ffff)))
      (a!3 (or (not (= event_2 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_2)
                    (bvule mtu_2 #x0000ffff))))
      (a!4 (or (not (and (= event_2 #x00000006) (not ipv6)))
               (bvule mtu_2 #x0000ffff)))
      (a!5 (or (not (= event_3 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_3)
                    (bvule mtu_3 #x0000ffff))))
      (a!6 (or (not (and (= event_3 #x00000006) (not ipv6)))
               (bvule mtu_3 #x0000ffff))))
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
       true
       true
       (= connect_tcp_probe_threshold #x00000008)
       (= connect_tcp_probe_interval #x00000258)
       (= connect_tcp_min_snd_mss #x00000030)
       (= connect_tcp_mtu_probe_floor #x00000030)
       (bvule event_1 #x00000008)
       a!1
       a!2
       (or (not (= event_1 #x00000008))
           false
           (= sysctl_1 #x00000000)
           (= sysctl_1 #x00000001))
       (bvule event_2 #x00000008)
       a!3
       a!4
       (or (not (= event_2 #x00000008))
           false
           (= sysctl_2 #x00000000)
           (= sysctl_2 #x00000001))
       (bvule event_3 #x00000008)
       a!5
       a!6
       (or (not (= event_3 #x00000008))
           false
           (= sysctl_3 #x00000000)
           (= sysctl_3 #x00000001)))))
(assert (let ((a!1 (ite passive_open
                (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                     #x00000001
                     #x00000000)
                (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                     #x00000001
                     #x00000000)))
      (a!4 (ite (and (= sysctl_1 #x00000001) true)
                connect_tcp_mtu_probing
                (ite (and (= sysctl_1 #x00000000) true)
                     value_1
                     connect_tcp_mtu_probing)))
      (a!14 (not (not (bvult (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                             #x0000000b))))
      (a!16 (ite (bvult connect_route_mtu
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 connect_route_mtu
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!22 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!25 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!28 (bvadd connect_tcp_base_mss
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!42 (ite ipv6
                 (ite (bvult connect_route_mtu connect_route_mtu)
                      (ite (bvult connect_route_mtu #x00000500)
                           #x00000500
                           connect_route_mtu)
                      connect_route_mtu)
                 (ite (not (bvult connect_route_mtu connect_route_mtu))
                      (ite (bvult connect_route_mtu #x00000228)
                           #x00000228
                           connect_route_mtu)
                      connect_route_mtu)))
      (a!49 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!54 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!55 (ite ipv6
                 (ite (bvult mtu_1 connect_route_mtu)
                      (ite (bvult mtu_1 #x00000500) #x00000500 mtu_1)
                      connect_route_mtu)
                 (ite (not (bvult connect_route_mtu mtu_1))
                      (ite (bvult mtu_1 #x00000228) #x00000228 mtu_1)
                      connect_route_mtu)))
      (a!71 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvadd (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!90 (ite (bvult connect_route_mtu
                        (bvsub (ite passive_open #x00000000 #x00000000)
                               #x00000001))
                 connect_route_mtu
                 (bvsub (ite passive_open #x00000000 #x00000000) #x00000001)))
      (a!107 (bvsub (ite passive_open #x00000000 #x00000000)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!143 (ite (= event_1 #x00000005)
                  #x00000000
                  (ite (= event_1 #x00000006)
                       (ite false #x00000000 (ite ipv6 #x00000000 #x00000000))
                       (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!223 (ite (and (= sysctl_1 #x00000002) true)
                  connect_tcp_base_mss
                  (ite (and (= sysctl_1 #x00000001) true)
                       value_1
                       connect_tcp_base_mss))))
(let ((a!2 (ite (= connect_tcp_mtu_probing #x00000000)
                a!1
                (ite (= a!1 #x00000000) #x00000001 a!1)))
      (a!5 (ite (and (= sysctl_1 #x00000003) true)
                connect_tcp_mtu_probing
                (ite (and (= sysctl_1 #x00000002) true)
                     connect_tcp_mtu_probing
                     a!4)))
      (a!15 (or (= a!1 #x00000000)
                (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                a!14))
      (a!17 (ite passive_open
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                 a!16))
      (a!23 (ite a!22
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!26 (ite a!25
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!29 (bvslt mss_clamp
                   (bvsub a!28
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!34 (bvsub (ite passive_open a!28 a!28)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!43 (bvslt mss_clamp
                   (bvsub a!42
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!56 (bvslt mss_clamp
                   (bvsub a!55
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!76 (ite (= event_1 #x00000005)
                 connect_route_mtu
                 (ite (= event_1 #x00000006)
                      (ite false connect_route_mtu a!55)
                      (ite (= event_1 #x00000007) mtu_1 connect_route_mtu))))
      (a!79 (ite ipv6
                 connect_route_mtu
                 (ite false
                      connect_route_mtu
                      (ite (bvult a!42 connect_route_mtu)
                           a!42
                           connect_route_mtu))))
      (a!81 (ite (= event_1 #x00000006)
                 (ite false
                      connect_route_mtu
                      (ite (bvult a!55 connect_route_mtu)
                           a!55
                           connect_route_mtu))
                 connect_route_mtu))
      (a!108 (ite (bvslt (ite (bvslt mss_clamp a!107) mss_clamp a!107)
                         #x00000030)
                  #x00000030
                  (ite (bvslt mss_clamp a!107) mss_clamp a!107)))
      (a!133 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite passive_open #x00000000 #x00000000)
                  (ite passive_open a!28 a!28)))
      (a!144 (ite (= event_1 #x00000002)
                  #x00000000
                  (ite (= event_1 #x00000003)
                       #x00000000
                       (ite (= event_1 #x00000004) #x00000000 a!143))))
      (a!224 (ite (and (= sysctl_1 #x00000004) true)
                  connect_tcp_base_mss
                  (ite (and (= sysctl_1 #x00000003) true)
                       connect_tcp_base_mss
                       a!223))))
(let ((a!3 (ite (= event_1 #x00000001)
                a!1
                (ite (= event_1 #x00000002)
                     a!1
                     (ite (= event_1 #x00000003) a!2 a!1))))
      (a!6 (ite (and (= sysctl_1 #x00000005) true)
                connect_tcp_mtu_probing
                (ite (and (= sysctl_1 #x00000004) true)
                     connect_tcp_mtu_probing
                     a!5)))
      (a!18 (ite (= connect_route_mtu connect_route_mtu)
                 a!17
                 (ite (bvult connect_route_mtu a!17) connect_route_mtu a!17)))
      (a!24 (bvsub (ite (bvslt a!23 #x00000030) #x00000030 a!23)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!27 (bvsub (ite (bvslt a!26 #x00000030) #x00000030 a!26)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!30 (ite a!29
                 mss_clamp
                 (bvsub a!28
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!35 (ite (bvslt (ite (bvslt mss_clamp a!34) mss_clamp a!34) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!34) mss_clamp a!34)))
      (a!44 (ite a!43
                 mss_clamp
                 (bvsub a!42
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!57 (ite a!56
                 mss_clamp
                 (bvsub a!55
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!77 (ite (= event_1 #x00000002)
                 connect_route_mtu
                 (ite (= event_1 #x00000003)
                      connect_route_mtu
                      (ite (= event_1 #x00000004) connect_route_mtu a!76))))
      (a!82 (ite (= event_1 #x00000003)
                 connect_route_mtu
                 (ite (= event_1 #x00000004)
                      connect_route_mtu
                      (ite (= event_1 #x00000005) connect_route_mtu a!81))))
      (a!89 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (bvult connect_route_mtu a!17) connect_route_mtu a!17)
                 a!17))
      (a!91 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (= connect_route_mtu connect_route_mtu)
                      (bvsub (ite passive_open #x00000000 #x00000000)
                             #x00000001)
                      a!90)
                 a!17))
      (a!92 (ite (= connect_tcp_mtu_probing #x00000000)
                 a!17
                 (ite (= a!1 #x00000000)
                      (ite (bvult connect_route_mtu a!17)
                           connect_route_mtu
                           a!17)
                      (ite (bvult connect_route_mtu a!17)
                           connect_route_mtu
                           a!17))))
      (a!93 (ite (bvult a!55 (ite (bvult a!55 a!17) a!55 a!17))
                 a!55
                 (ite (bvult a!55 a!17) a!55 a!17)))
      (a!225 (ite (= event_1 #x00000007)
                  connect_tcp_base_mss
                  (ite (and (= sysctl_1 #x00000005) true)
                       connect_tcp_base_mss
                       a!224))))
(let ((a!7 (ite (= event_1 #x00000005)
                connect_tcp_mtu_probing
                (ite (= event_1 #x00000006)
                     connect_tcp_mtu_probing
                     (ite (= event_1 #x00000007) connect_tcp_mtu_probing a!6))))
      (a!10 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                 #x00000001
                 (ite (= event_1 #x00000000) a!1 a!3)))
      (a!19 (ite (= connect_route_mtu connect_route_mtu)
                 a!18
                 (ite (bvult connect_route_mtu a!18) connect_route_mtu a!18)))
      (a!31 (bvsub (ite (bvslt a!30 #x00000030) #x00000030 a!30)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!36 (bvslt a!24
                   (bvsub a!35
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!45 (bvsub (ite (bvslt a!44 #x00000030) #x00000030 a!44)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!58 (bvsub (ite (bvslt a!57 #x00000030) #x00000030 a!57)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!94 (ite (= a!55 a!55) (ite (bvult a!55 a!17) a!55 a!17) a!93))
      (a!109 (bvslt a!24
                    (bvsub a!108
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!113 (bvashr (bvsub a!35
                            (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                     #x00000001))
      (a!226 (ite (= event_1 #x00000004)
                  connect_tcp_base_mss
                  (ite (= event_1 #x00000005)
                       connect_tcp_base_mss
                       (ite (= event_1 #x00000006) connect_tcp_base_mss a!225)))))
(let ((a!8 (ite (= event_1 #x00000002)
                connect_tcp_mtu_probing
                (ite (= event_1 #x00000003)
                     connect_tcp_mtu_probing
                     (ite (= event_1 #x00000004) connect_tcp_mtu_probing a!7))))
      (a!20 (bvslt mss_clamp
                   (bvsub a!19
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!32 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!24
                 (ite (bvslt a!24 a!31) a!24 a!31)))
      (a!37 (ite a!36
                 a!24
                 (bvsub a!35 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!46 (bvslt a!45
                   (bvsub a!35
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!59 (bvslt a!58
                   (bvsub a!35
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!84 (ite (bvult a!42 (ite (bvult a!42 a!19) a!42 a!19))
                 a!42
                 (ite (bvult a!42 a!19) a!42 a!19)))
      (a!110 (ite a!109
                  a!24
                  (bvsub a!108
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!114 (ite (bvslt (ite (bvslt connect_tcp_base_mss a!113)
                              connect_tcp_base_mss
                              a!113)
                         (bvsub #x00000044 (bvadd #x00000014 tcp_options)))
                  (bvsub #x00000044 (bvadd #x00000014 tcp_options))
                  (ite (bvslt connect_tcp_base_mss a!113)
                       connect_tcp_base_mss
                       a!113)))
      (a!227 (ite (= event_1 #x00000001)
                  connect_tcp_base_mss
                  (ite (= event_1 #x00000002)
                       connect_tcp_base_mss
                       (ite (= event_1 #x00000003) connect_tcp_base_mss a!226)))))
(let ((a!9 (ite (= event_1 #x00000000)
                connect_tcp_mtu_probing
                (ite (= event_1 #x00000001) connect_tcp_mtu_probing a!8)))
      (a!21 (ite a!20
                 mss_clamp
                 (bvsub a!19
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!33 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!24
                      (ite (bvslt a!24 a!27) a!24 a!27))
                 a!32))
      (a!47 (ite a!46
                 a!45
                 (bvsub a!35 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!60 (ite a!59
                 a!58
                 (bvsub a!35 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!85 (ite (= a!42 a!42) (ite (bvult a!42 a!19) a!42 a!19) a!84))
      (a!115 (bvadd a!114
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014)))))
(let ((a!11 (ite (= a!9 #x00000000) (ite (= event_1 #x00000000) a!1 a!3) a!10))
      (a!38 (ite (= connect_route_mtu connect_route_mtu)
                 a!33
                 (ite (= a!1 #x00000000) a!24 a!37)))
      (a!48 (ite (= a!42 a!42)
                 (ite (= a!1 #x00000000) a!45 a!47)
                 (ite (= a!1 #x00000000) a!45 a!47)))
      (a!61 (ite (= a!55 a!55)
                 (ite (= a!1 #x00000000) a!58 a!60)
                 (ite (= a!1 #x00000000) a!58 a!60)))
      (a!68 (bvmul (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                   (bvadd a!33
                          (bvadd (bvadd #x00000014 tcp_options)
                                 (ite ipv6 #x00000028 #x00000014)))))
      (a!111 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= a!1 #x00000000) a!24 a!110)
                  a!33))
      (a!116 (bvslt mss_clamp
                    (bvsub a!115
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!120 (ite (= connect_tcp_mtu_probing #x00000000)
                  (ite passive_open a!28 a!28)
                  (ite (= a!1 #x00000000) (ite passive_open a!28 a!28) a!115)))
      (a!283 (ite (and (= sysctl_2 #x00000001) true)
                  a!9
                  (ite (and (= sysctl_2 #x00000000) true) value_2 a!9))))
(let ((a!12 (ite (= event_2 #x00000002)
                 (ite (= event_1 #x00000000) a!1 a!3)
                 (ite (= event_2 #x00000003)
                      a!11
                      (ite (= event_1 #x00000000) a!1 a!3))))
      (a!39 (ite (= connect_route_mtu connect_route_mtu)
                 a!38
                 (ite (= a!1 #x00000000) a!24 a!37)))
      (a!50 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult a!48 a!49)))
      (a!62 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult a!61 a!49)))
      (a!69 (bvudiv a!68
                    (ite (= (ite passive_open #x00000000 #x00000000) #x00000000)
                         #x00000001
                         (ite passive_open #x00000000 #x00000000))))
      (a!112 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!38
                  a!33))
      (a!117 (ite a!116
                  mss_clamp
                  (bvsub a!115
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!121 (bvslt mss_clamp
                    (bvsub a!120
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!134 (ite (= event_1 #x00000001)
                  a!133
                  (ite (= event_1 #x00000002)
                       (ite passive_open a!28 a!28)
                       (ite (= event_1 #x00000003)
                            a!120
                            (ite passive_open a!28 a!28)))))
      (a!284 (ite (and (= sysctl_2 #x00000003) true)
                  a!9
                  (ite (and (= sysctl_2 #x00000002) true) a!9 a!283))))
(let ((a!13 (ite (= event_2 #x00000000)
                 (ite (= event_1 #x00000000) a!1 a!3)
                 (ite (= event_2 #x00000001)
                      (ite (= event_1 #x00000000) a!1 a!3)
                      a!12)))
      (a!40 (bvslt (bvsub (ite (bvslt a!21 #x00000030) #x00000030 a!21)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvmul #x00000002 a!39)))
      (a!41 (bvadd (bvmul #x00000002 a!39)
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!51 (ite (and (or (bvult a!48 a!39) a!50) (not false))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!63 (ite (and (or (bvult a!61 a!33) a!62) (not cwnd_full_1))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!70 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!69
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!86 (ite (and (or (bvult a!48 a!39) a!50) (not false))
                 (ite (= a!42 a!42) a!85 (ite (bvult a!42 a!85) a!42 a!85))
                 a!85))
      (a!95 (ite (and (or (bvult a!61 a!33) a!62) (not cwnd_full_1))
                 (ite (= a!55 a!55) a!94 (ite (bvult a!55 a!94) a!55 a!94))
                 a!94))
      (a!104 (ite (and (or (bvult a!48 a!39) a!50) (not false))
                  (ite (= a!42 a!42) a!48 (ite (= a!1 #x00000000) a!45 a!47))
                  a!48))
      (a!118 (bvsub (ite (bvslt a!117 #x00000030) #x00000030 a!117)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!122 (ite a!121
                  mss_clamp
                  (bvsub a!120
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!125 (ite (and (or (bvult a!61 a!33) a!62) (not cwnd_full_1))
                  (ite (= a!55 a!55) a!61 (ite (= a!1 #x00000000) a!58 a!60))
                  a!61))
      (a!135 (bvsub (ite (= event_1 #x00000000)
                         (ite passive_open a!28 a!28)
                         a!134)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!285 (ite (and (= sysctl_2 #x00000005) true)
                  a!9
                  (ite (and (= sysctl_2 #x00000004) true) a!9 a!284))))
(let ((a!52 (ite ipv6
                 (ite passive_open #x00000000 #x00000000)
                 (ite false
                      (ite passive_open #x00000000 #x00000000)
                      (ite (bvult a!42 connect_route_mtu)
                           a!51
                           (ite passive_open #x00000000 #x00000000)))))
      (a!64 (ite (= event_1 #x00000006)
                 (ite false
                      (ite passive_open #x00000000 #x00000000)
                      (ite (bvult a!55 connect_route_mtu)
                           a!63
                           (ite passive_open #x00000000 #x00000000)))
                 (ite passive_open #x00000000 #x00000000)))
      (a!67 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!41))
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                 (bvsub (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)))
      (a!75 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!41))
                 (ite ipv6 connect_route_mtu (ite false connect_route_mtu a!42))
                 connect_route_mtu))
      (a!80 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!41))
                 a!79
                 connect_route_mtu))
      (a!87 (ite ipv6
                 a!19
                 (ite false a!19 (ite (bvult a!42 connect_route_mtu) a!86 a!19))))
      (a!96 (ite (= event_1 #x00000006)
                 (ite false a!17 (ite (bvult a!55 connect_route_mtu) a!95 a!17))
                 a!17))
      (a!105 (ite ipv6
                  a!39
                  (ite false
                       a!39
                       (ite (bvult a!42 connect_route_mtu) a!104 a!39))))
      (a!119 (ite (= a!1 #x00000000)
                  (ite (= #x00000001 #x00000000) a!24 a!37)
                  (ite (= a!1 #x00000000)
                       a!24
                       (ite (bvslt a!24 a!118) a!24 a!118))))
      (a!123 (bvsub (ite (bvslt a!122 #x00000030) #x00000030 a!122)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!126 (ite (= event_1 #x00000006)
                  (ite false
                       a!33
                       (ite (bvult a!55 connect_route_mtu) a!125 a!33))
                  a!33))
      (a!136 (ite (bvslt (ite (bvslt mss_clamp a!135) mss_clamp a!135)
                         #x00000030)
                  #x00000030
                  (ite (bvslt mss_clamp a!135) mss_clamp a!135)))
      (a!142 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!41))
                  (ite ipv6
                       #x00000000
                       (ite false #x00000000 (ite ipv6 #x00000000 #x00000000)))
                  #x00000000))
      (a!286 (ite (= event_2 #x00000005)
                  a!9
                  (ite (= event_2 #x00000006)
                       a!9
                       (ite (= event_2 #x00000007) a!9 a!285)))))
(let ((a!53 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!41))
                 a!52
                 a!41))
      (a!65 (ite (= event_1 #x00000003)
                 #x00000000
                 (ite (= event_1 #x00000004)
                      #x00000000
                      (ite (= event_1 #x00000005)
                           (ite passive_open #x00000000 #x00000000)
                           a!64))))
      (a!72 (ite (= event_1 #x00000000)
                 (ite a!15
                      (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                      (ite a!40 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) a!67))
                 (ite (= event_1 #x00000001)
                      a!70
                      (ite (= event_1 #x00000002)
                           a!71
                           (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))))
      (a!78 (ite (= event_1 #x00000000)
                 (ite a!15 connect_route_mtu (ite a!40 connect_route_mtu a!75))
                 (ite (= event_1 #x00000001) connect_route_mtu a!77)))
      (a!83 (ite (= event_1 #x00000000)
                 (ite a!15 connect_route_mtu (ite a!40 connect_route_mtu a!80))
                 (ite (= event_1 #x00000001)
                      connect_route_mtu
                      (ite (= event_1 #x00000002) connect_route_mtu a!82))))
      (a!88 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!41))
                 a!87
                 a!19))
      (a!97 (ite (= event_1 #x00000004)
                 a!18
                 (ite (= event_1 #x00000005)
                      (ite (bvult connect_route_mtu a!17)
                           connect_route_mtu
                           a!17)
                      a!96)))
      (a!106 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!41))
                  a!105
                  a!39))
      (a!124 (ite (= connect_route_mtu connect_route_mtu)
                  (ite (= connect_tcp_mtu_probing #x00000000) a!33 a!119)
                  (ite (= a!2 #x00000000)
                       a!24
                       (ite (bvslt a!24 a!123) a!24 a!123))))
      (a!127 (ite (= event_1 #x00000004)
                  a!38
                  (ite (= event_1 #x00000005)
                       (ite (= a!1 #x00000000) a!24 a!37)
                       a!126)))
      (a!145 (ite (= event_1 #x00000000)
                  (ite a!15 #x00000000 (ite a!40 #x00000000 a!142))
                  (ite (= event_1 #x00000001) #x00000000 a!144)))
      (a!228 (bvashr (bvsub a!136
                            (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                     #x00000001))
      (a!287 (ite (= event_2 #x00000002)
                  a!9
                  (ite (= event_2 #x00000003)
                       a!9
                       (ite (= event_2 #x00000004) a!9 a!286)))))
(let ((a!66 (ite (= event_1 #x00000000)
                 (ite a!15
                      (ite passive_open #x00000000 #x00000000)
                      (ite a!40 (ite passive_open #x00000000 #x00000000) a!53))
                 (ite (= event_1 #x00000001)
                      a!54
                      (ite (= event_1 #x00000002) a!54 a!65))))
      (a!73 (not (not (bvult (ite cwnd_set_2 cwnd_2 a!72) #x0000000b))))
      (a!98 (ite (= event_1 #x00000003)
                 (ite (= connect_route_mtu connect_route_mtu)
                      a!92
                      (ite (bvult connect_route_mtu a!92)
                           connect_route_mtu
                           a!92))
                 a!97))
      (a!128 (ite (= event_1 #x00000001)
                  a!111
                  (ite (= event_1 #x00000002)
                       a!112
                       (ite (= event_1 #x00000003) a!124 a!127))))
      (a!130 (bvslt mss_clamp
                    (bvsub a!78
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!147 (ite ipv6
                  (ite (bvult a!78 a!78)
                       (ite (bvult a!78 #x00000500) #x00000500 a!78)
                       a!78)
                  (ite (not (bvult a!78 a!78))
                       (ite (bvult a!78 #x00000228) #x00000228 a!78)
                       a!78)))
      (a!148 (ite (= a!78 (ite (= a!78 a!83) a!83 a!78))
                  (ite (= a!78 a!83) a!83 a!78)
                  a!78))
      (a!160 (ite ipv6
                  (ite (bvult mtu_2 a!78)
                       (ite (bvult mtu_2 #x00000500) #x00000500 mtu_2)
                       a!78)
                  (ite (not (bvult a!78 mtu_2))
                       (ite (bvult mtu_2 #x00000228) #x00000228 mtu_2)
                       a!78)))
      (a!214 (bvslt mss_clamp
                    (bvsub a!83
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!229 (ite (bvslt (ite (= event_1 #x00000000) connect_tcp_base_mss a!227)
                         a!228)
                  (ite (= event_1 #x00000000) connect_tcp_base_mss a!227)
                  a!228))
      (a!262 (ite (= event_2 #x00000005)
                  a!145
                  (ite (= event_2 #x00000006)
                       (ite false a!145 (ite ipv6 a!145 a!145))
                       (ite (= event_2 #x00000007) #x00000000 a!145))))
      (a!288 (= (ite (= event_2 #x00000000)
                     a!9
                     (ite (= event_2 #x00000001) a!9 a!287))
                #x00000000)))
(let ((a!74 (or (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                (not (= a!66 #x00000000))
                a!73))
      (a!99 (ite (= event_1 #x00000000)
                 (ite a!15 a!18 (ite a!40 a!19 a!88))
                 (ite (= event_1 #x00000001)
                      a!89
                      (ite (= event_1 #x00000002) a!91 a!98))))
      (a!129 (ite (= event_1 #x00000000)
                  (ite a!15 a!38 (ite a!40 a!39 a!106))
                  a!128))
      (a!131 (ite a!130
                  mss_clamp
                  (bvsub a!78
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!149 (bvslt mss_clamp
                    (bvsub a!147
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!155 (bvsub (bvsub a!66 (bvadd #x00000014 tcp_options))
                    (ite ipv6 #x00000028 #x00000014)))
      (a!161 (bvslt mss_clamp
                    (bvsub a!160
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!177 (ite (= event_2 #x00000002)
                  (ite (not (= a!66 #x00000000))
                       (bvadd (ite cwnd_set_2 cwnd_2 a!72) #x00000001)
                       (ite cwnd_set_2 cwnd_2 a!72))
                  (ite cwnd_set_2 cwnd_2 a!72)))
      (a!181 (ite (= event_2 #x00000005)
                  a!78
                  (ite (= event_2 #x00000006)
                       (ite false a!78 a!160)
                       (ite (= event_2 #x00000007) mtu_2 a!78))))
      (a!184 (ite ipv6
                  a!148
                  (ite false a!148 (ite (bvult a!147 a!148) a!147 a!148))))
      (a!186 (ite (= event_2 #x00000006)
                  (ite false a!83 (ite (bvult a!160 a!83) a!160 a!83))
                  a!83))
      (a!195 (ite (= a!78 a!83)
                  (bvsub a!66 #x00000001)
                  (ite (bvult a!78 (bvsub a!66 #x00000001))
                       a!78
                       (bvsub a!66 #x00000001))))
      (a!215 (ite a!214
                  mss_clamp
                  (bvsub a!83
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!217 (bvslt mss_clamp
                    (bvsub a!66
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!230 (ite (bvslt a!229
                         (bvsub #x00000044 (bvadd #x00000014 tcp_options)))
                  (bvsub #x00000044 (bvadd #x00000014 tcp_options))
                  a!229))
      (a!263 (ite (= event_2 #x00000002)
                  a!145
                  (ite (= event_2 #x00000003)
                       a!145
                       (ite (= event_2 #x00000004) a!145 a!262)))))
(let ((a!100 (ite (= a!78 a!83) a!99 (ite (bvult a!78 a!99) a!78 a!99)))
      (a!132 (bvsub (ite (bvslt a!131 #x00000030) #x00000030 a!131)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!150 (ite a!149
                  mss_clamp
                  (bvsub a!147
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!162 (ite a!161
                  mss_clamp
                  (bvsub a!160
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!175 (bvmul (ite cwnd_set_2 cwnd_2 a!72)
                    (bvadd a!129
                           (bvadd (bvadd #x00000014 tcp_options)
                                  (ite ipv6 #x00000028 #x00000014)))))
      (a!182 (ite (= event_2 #x00000002)
                  a!78
                  (ite (= event_2 #x00000003)
                       a!78
                       (ite (= event_2 #x00000004) a!78 a!181))))
      (a!187 (ite (= event_2 #x00000003)
                  (ite (= a!78 a!83) a!83 a!78)
                  (ite (= event_2 #x00000004)
                       (ite (= a!78 a!83) a!83 a!78)
                       (ite (= event_2 #x00000005) a!83 a!186))))
      (a!196 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (ite (bvult a!83 a!99) a!83 a!99)
                  (ite (bvult a!83 a!99) a!83 a!99)))
      (a!198 (ite (bvult a!160 (ite (bvult a!160 a!99) a!160 a!99))
                  a!160
                  (ite (bvult a!160 a!99) a!160 a!99)))
      (a!216 (bvsub (ite (bvslt a!215 #x00000030) #x00000030 a!215)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!218 (ite a!217
                  mss_clamp
                  (bvsub a!66
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!231 (bvadd a!230
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014)))))
(let ((a!101 (ite (= a!78 (ite (= a!78 a!83) a!83 a!78))
                  a!100
                  (ite (bvult a!78 a!100) a!78 a!100)))
      (a!137 (bvslt a!132
                    (bvsub a!136
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!151 (bvsub (ite (bvslt a!150 #x00000030) #x00000030 a!150)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!163 (bvsub (ite (bvslt a!162 #x00000030) #x00000030 a!162)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!176 (ite (not (= a!66 #x00000000))
                  (bvudiv a!175 (ite (= a!66 #x00000000) #x00000001 a!66))
                  (ite cwnd_set_2 cwnd_2 a!72)))
      (a!188 (ite (= event_2 #x00000002)
                  (ite (not (= a!66 #x00000000))
                       (ite (= a!78 a!83) a!83 a!78)
                       a!83)
                  a!187))
      (a!197 (ite (bvult a!78 (ite (= a!9 #x00000000) a!99 a!196))
                  a!78
                  (ite (= a!9 #x00000000) a!99 a!196)))
      (a!199 (ite (= a!160 a!160) (ite (bvult a!160 a!99) a!160 a!99) a!198))
      (a!219 (bvsub (ite (bvslt a!218 #x00000030) #x00000030 a!218)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!221 (bvslt a!216
                    (bvsub a!136
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!232 (bvslt mss_clamp
                    (bvsub a!231
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!237 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (ite (= event_1 #x00000000)
                       (ite passive_open a!28 a!28)
                       a!134)
                  a!231)))
(let ((a!102 (bvslt mss_clamp
                    (bvsub a!101
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!138 (ite a!137
                  a!132
                  (bvsub a!136
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!152 (bvslt a!151
                    (bvsub a!136
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!164 (bvslt a!163
                    (bvsub a!136
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!190 (ite (bvult a!147 (ite (bvult a!147 a!101) a!147 a!101))
                  a!147
                  (ite (bvult a!147 a!101) a!147 a!101)))
      (a!220 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!216
                  (ite (bvslt a!216 a!219) a!216 a!219)))
      (a!222 (ite a!221
                  a!216
                  (bvsub a!136
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!233 (ite a!232
                  mss_clamp
                  (bvsub a!231
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!238 (ite (= a!9 #x00000000)
                  (ite (= event_1 #x00000000)
                       (ite passive_open a!28 a!28)
                       a!134)
                  a!237)))
(let ((a!103 (ite a!102
                  mss_clamp
                  (bvsub a!101
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!139 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!132
                  a!138))
      (a!153 (ite a!152
                  a!151
                  (bvsub a!136
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!165 (ite a!164
                  a!163
                  (bvsub a!136
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!191 (ite (= a!147 a!147) (ite (bvult a!147 a!101) a!147 a!101) a!190))
      (a!234 (bvsub (ite (bvslt a!233 #x00000030) #x00000030 a!233)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!239 (bvslt mss_clamp
                    (bvsub a!238
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!243 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!216
                  a!222))
      (a!253 (ite (= event_2 #x00000002)
                  (ite (= event_1 #x00000000)
                       (ite passive_open a!28 a!28)
                       a!134)
                  (ite (= event_2 #x00000003)
                       a!238
                       (ite (= event_1 #x00000000)
                            (ite passive_open a!28 a!28)
                            a!134)))))
(let ((a!140 (ite (= a!78 (ite (= a!78 a!83) a!83 a!78))
                  (ite (= a!78 a!83) a!129 a!139)
                  a!139))
      (a!154 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!151
                  a!153))
      (a!166 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!163
                  a!165))
      (a!235 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  a!216
                  (ite (bvslt a!216 a!234) a!216 a!234)))
      (a!240 (ite a!239
                  mss_clamp
                  (bvsub a!238
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!254 (ite (= event_2 #x00000001)
                  (ite (not (= a!66 #x00000000))
                       a!66
                       (ite (= event_1 #x00000000)
                            (ite passive_open a!28 a!28)
                            a!134))
                  a!253)))
(let ((a!141 (bvslt (bvsub (ite (bvslt a!103 #x00000030) #x00000030 a!103)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvmul #x00000002 a!140)))
      (a!146 (bvadd (bvmul #x00000002 a!140)
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!156 (and (not (= a!66 #x00000000))
                  (bvult (ite (= a!147 a!147) a!154 a!154) a!155)))
      (a!167 (and (not (= a!66 #x00000000))
                  (bvult (ite (= a!160 a!160) a!166 a!166) a!155)))
      (a!236 (ite (= (ite (= event_1 #x00000000) a!1 a!3) #x00000000)
                  (ite (= #x00000001 #x00000000) a!216 a!222)
                  a!235))
      (a!241 (bvsub (ite (bvslt a!240 #x00000030) #x00000030 a!240)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!255 (bvsub (ite (= event_2 #x00000000)
                         (ite (= event_1 #x00000000)
                              (ite passive_open a!28 a!28)
                              a!134)
                         a!254)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!157 (or (bvult (ite (= a!147 a!147) a!154 a!154) a!140) a!156))
      (a!168 (or (bvult (ite (= a!160 a!160) a!166 a!166) a!129) a!167))
      (a!174 (ite (and (or ipv6 (= a!145 #x00000000)) (bvult a!78 a!146))
                  (ite cwnd_set_2 cwnd_2 a!72)
                  (bvsub (ite cwnd_set_2 cwnd_2 a!72) #x00000001)))
      (a!180 (ite (and (or ipv6 (= a!145 #x00000000)) (bvult a!78 a!146))
                  (ite ipv6 a!78 (ite false a!78 a!147))
                  a!78))
      (a!185 (ite (and (or ipv6 (= a!145 #x00000000)) (bvult a!78 a!146))
                  a!184
                  a!148))
      (a!242 (ite (= a!78 a!83)
                  (ite (= a!9 #x00000000) a!129 a!236)
                  (ite (= a!11 #x00000000)
                       a!132
                       (ite (bvslt a!132 a!241) a!132 a!241))))
      (a!256 (ite (bvslt (ite (bvslt mss_clamp a!255) mss_clamp a!255)
                         #x00000030)
                  #x00000030
                  (ite (bvslt mss_clamp a!255) mss_clamp a!255)))
      (a!261 (ite (and (or ipv6 (= a!145 #x00000000)) (bvult a!78 a!146))
                  (ite ipv6 a!145 (ite false a!145 (ite ipv6 a!145 a!145)))
                  a!145)))
(let ((a!158 (ite (bvult a!147 a!148)
                  (ite (and a!157 (not false)) #x00000000 a!66)
                  a!66))
      (a!169 (ite (bvult a!160 a!83)
                  (ite (and a!168 (not cwnd_full_2)) #x00000000 a!66)
                  a!66))
      (a!178 (ite (= event_2 #x00000000)
                  (ite a!74
                       (ite cwnd_set_2 cwnd_2 a!72)
                       (ite a!141 (ite cwnd_set_2 cwnd_2 a!72) a!174))
                  (ite (= event_2 #x00000001) a!176 a!177)))
      (a!183 (ite (= event_2 #x00000000)
                  (ite a!74 a!78 (ite a!141 a!78 a!180))
                  (ite (= event_2 #x00000001) a!78 a!182)))
      (a!189 (ite (= event_2 #x00000000)
                  (ite a!74
                       (ite (= a!78 a!83) a!83 a!78)
                       (ite a!141 a!148 a!185))
                  (ite (= event_2 #x00000001) a!83 a!188)))
      (a!192 (ite (and a!157 (not false))
                  (ite (= a!147 a!147)
                       a!191
                       (ite (bvult a!147 a!191) a!147 a!191))
                  a!191))
      (a!200 (ite (and a!168 (not cwnd_full_2))
                  (ite (= a!160 a!160)
                       a!199
                       (ite (bvult a!160 a!199) a!160 a!199))
                  a!199))
      (a!211 (ite (and a!157 (not false))
                  (ite (= a!147 a!147) (ite (= a!147 a!147) a!154 a!154) a!154)
                  (ite (= a!147 a!147) a!154 a!154)))
      (a!244 (ite (and a!168 (not cwnd_full_2))
                  (ite (= a!160 a!160) (ite (= a!160 a!160) a!166 a!166) a!166)
                  (ite (= a!160 a!160) a!166 a!166)))
      (a!264 (= (ite (= event_2 #x00000000)
                     (ite a!74 a!145 (ite a!141 a!145 a!261))
                     (ite (= event_2 #x00000001) a!145 a!263))
                #x00000000)))
(let ((a!159 (ite (and (or ipv6 (= a!145 #x00000000)) (bvult a!78 a!146))
                  (ite ipv6 a!66 (ite false a!66 a!158))
                  a!146))
      (a!170 (ite (= event_2 #x00000004)
                  #x00000000
                  (ite (= event_2 #x00000005)
                       a!66
                       (ite (= event_2 #x00000006) (ite false a!66 a!169) a!66))))
      (a!179 (not (not (bvult (ite cwnd_set_3 cwnd_3 a!178) #x0000000b))))
      (a!193 (ite ipv6
                  a!101
                  (ite false a!101 (ite (bvult a!147 a!148) a!192 a!101))))
      (a!201 (ite (= event_2 #x00000006)
                  (ite false a!99 (ite (bvult a!160 a!83) a!200 a!99))
                  a!99))
      (a!212 (ite ipv6
                  a!140
                  (ite false a!140 (ite (bvult a!147 a!148) a!211 a!140))))
      (a!245 (ite (= event_2 #x00000006)
                  (ite false a!129 (ite (bvult a!160 a!83) a!244 a!129))
                  a!129))
      (a!250 (bvslt mss_clamp
                    (bvsub a!183
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!266 (ite ipv6
                  (ite (bvult a!183 a!183)
                       (ite (bvult a!183 #x00000500) #x00000500 a!183)
                       a!183)
                  (ite (not (bvult a!183 a!183))
                       (ite (bvult a!183 #x00000228) #x00000228 a!183)
                       a!183)))
      (a!267 (ite (= a!183 (ite (= a!183 a!189) a!189 a!183))
                  (ite (= a!183 a!189) a!189 a!183)
                  a!183))
      (a!290 (ite ipv6
                  (ite (bvult mtu_3 a!183)
                       (ite (bvult mtu_3 #x00000500) #x00000500 mtu_3)
                       a!183)
                  (ite (not (bvult a!183 mtu_3))
                       (ite (bvult mtu_3 #x00000228) #x00000228 mtu_3)
                       a!183))))
(let ((a!171 (ite (= event_2 #x00000002)
                  (ite (not (= a!66 #x00000000)) #x00000000 a!66)
                  (ite (= event_2 #x00000003) #x00000000 a!170)))
      (a!194 (ite (and (or ipv6 (= a!145 #x00000000)) (bvult a!78 a!146))
                  a!193
                  a!101))
      (a!202 (ite (= event_2 #x00000004)
                  a!100
                  (ite (= event_2 #x00000005)
                       (ite (bvult a!83 a!99) a!83 a!99)
                       a!201)))
      (a!213 (ite (and (or ipv6 (= a!145 #x00000000)) (bvult a!78 a!146))
                  a!212
                  a!140))
      (a!246 (ite (= event_2 #x00000003)
                  a!242
                  (ite (= event_2 #x00000004)
                       (ite (= a!78 a!83) a!129 a!139)
                       (ite (= event_2 #x00000005) a!243 a!245))))
      (a!251 (ite a!250
                  mss_clamp
                  (bvsub a!183
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!268 (bvslt mss_clamp
                    (bvsub a!266
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!291 (bvslt mss_clamp
                    (bvsub a!290
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!172 (ite (= event_2 #x00000001)
                  (ite (not (= a!66 #x00000000)) #x00000000 a!66)
                  a!171))
      (a!203 (ite (= event_2 #x00000003)
                  (ite (= a!78 a!83) (ite (= a!9 #x00000000) a!99 a!196) a!197)
                  a!202))
      (a!247 (ite (= event_2 #x00000002)
                  (ite (not (= a!66 #x00000000))
                       (ite (= a!78 a!83) a!129 a!139)
                       a!129)
                  a!246))
      (a!252 (bvsub (ite (bvslt a!251 #x00000030) #x00000030 a!251)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!269 (ite a!268
                  mss_clamp
                  (bvsub a!266
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!292 (ite a!291
                  mss_clamp
                  (bvsub a!290
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!173 (ite (= event_2 #x00000000)
                  (ite a!74 a!66 (ite a!141 a!66 a!159))
                  a!172))
      (a!204 (ite (= event_2 #x00000002)
                  (ite (not (= a!66 #x00000000)) a!195 a!99)
                  a!203))
      (a!248 (ite (= event_2 #x00000001)
                  (ite (not (= a!66 #x00000000)) a!220 a!129)
                  a!247))
      (a!257 (bvslt a!252
                    (bvsub a!256
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!270 (bvsub (ite (bvslt a!269 #x00000030) #x00000030 a!269)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!293 (bvsub (ite (bvslt a!292 #x00000030) #x00000030 a!292)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!205 (ite (= event_2 #x00000001)
                  (ite (not (= a!66 #x00000000))
                       (ite (bvult a!83 a!99) a!83 a!99)
                       a!99)
                  a!204))
      (a!249 (ite (= event_2 #x00000000)
                  (ite a!74
                       (ite (= a!78 a!83) a!129 a!139)
                       (ite a!141 a!140 a!213))
                  a!248))
      (a!258 (ite a!257
                  a!252
                  (bvsub a!256
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!271 (bvslt a!270
                    (bvsub a!256
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!274 (bvsub (bvsub a!173 (bvadd #x00000014 tcp_options))
                    (ite ipv6 #x00000028 #x00000014)))
      (a!282 (ite (= a!183 a!189)
                  (bvsub a!173 #x00000001)
                  (ite (bvult a!183 (bvsub a!173 #x00000001))
                       a!183
                       (bvsub a!173 #x00000001))))
      (a!294 (bvslt a!293
                    (bvsub a!256
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!206 (ite (= event_2 #x00000000)
                  (ite a!74 a!100 (ite a!141 a!101 a!194))
                  a!205))
      (a!259 (ite (= a!183 (ite (= a!183 a!189) a!189 a!183))
                  (ite (= a!183 a!189)
                       a!249
                       (ite (= a!13 #x00000000) a!252 a!258))
                  (ite (= a!13 #x00000000) a!252 a!258)))
      (a!272 (ite a!271
                  a!270
                  (bvsub a!256
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!295 (ite a!294
                  a!293
                  (bvsub a!256
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!207 (ite (= a!183 a!189) a!206 (ite (bvult a!183 a!206) a!183 a!206)))
      (a!265 (bvult a!183
                    (bvadd (bvmul #x00000002 a!259)
                           (bvadd (bvadd #x00000014 tcp_options)
                                  (ite ipv6 #x00000028 #x00000014)))))
      (a!273 (ite (= a!266 a!266)
                  (ite (= a!13 #x00000000) a!270 a!272)
                  (ite (= a!13 #x00000000) a!270 a!272)))
      (a!289 (ite a!288
                  a!206
                  (ite (= a!13 #x00000000)
                       (ite (bvult a!189 a!206) a!189 a!206)
                       (ite (bvult a!189 a!206) a!189 a!206))))
      (a!296 (ite (= a!290 a!290)
                  (ite (= a!13 #x00000000) a!293 a!295)
                  (ite (= a!13 #x00000000) a!293 a!295)))
      (a!298 (ite (bvult a!290 (ite (bvult a!290 a!206) a!290 a!206))
                  a!290
                  (ite (bvult a!290 a!206) a!290 a!206))))
(let ((a!208 (ite (= a!183 (ite (= a!183 a!189) a!189 a!183))
                  a!207
                  (ite (bvult a!183 a!207) a!183 a!207)))
      (a!275 (or (bvult a!273 a!259)
                 (and (not (= a!173 #x00000000)) (bvult a!273 a!274))))
      (a!297 (or (bvult a!296 a!249)
                 (and (not (= a!173 #x00000000)) (bvult a!296 a!274))))
      (a!299 (ite (= a!290 a!290) (ite (bvult a!290 a!206) a!290 a!206) a!298)))
(let ((a!209 (bvslt mss_clamp
                    (bvsub a!208
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!276 (ite (bvult a!266 (ite (bvult a!266 a!208) a!266 a!208))
                  a!266
                  (ite (bvult a!266 a!208) a!266 a!208)))
      (a!300 (ite (and a!297 (not cwnd_full_3))
                  (ite (= a!290 a!290)
                       a!299
                       (ite (bvult a!290 a!299) a!290 a!299))
                  a!299)))
(let ((a!210 (ite a!209
                  mss_clamp
                  (bvsub a!208
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!277 (ite (= a!266 a!266) (ite (bvult a!266 a!208) a!266 a!208) a!276))
      (a!301 (ite (= event_3 #x00000006)
                  (ite false a!206 (ite (bvult a!290 a!189) a!300 a!206))
                  a!206)))
(let ((a!260 (bvslt (bvsub (ite (bvslt a!210 #x00000030) #x00000030 a!210)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    (bvmul #x00000002 a!259)))
      (a!278 (ite (and a!275 (not false))
                  (ite (= a!266 a!266)
                       a!277
                       (ite (bvult a!266 a!277) a!266 a!277))
                  a!277))
      (a!302 (ite (= event_3 #x00000004)
                  a!207
                  (ite (= event_3 #x00000005)
                       (ite (bvult a!189 a!206) a!189 a!206)
                       a!301))))
(let ((a!279 (ite ipv6
                  a!208
                  (ite false a!208 (ite (bvult a!266 a!267) a!278 a!208))))
      (a!303 (ite (= event_3 #x00000003)
                  (ite (= a!183 a!189)
                       a!289
                       (ite (bvult a!183 a!289) a!183 a!289))
                  a!302)))
(let ((a!280 (ite a!260 a!208 (ite (and (or ipv6 a!264) a!265) a!279 a!208)))
      (a!304 (ite (= event_3 #x00000002)
                  (ite (not (= a!173 #x00000000)) a!282 a!206)
                  a!303)))
(let ((a!281 (ite (or (= a!13 #x00000000) (not (= a!173 #x00000000)) a!179)
                  a!207
                  a!280))
      (a!305 (ite (= event_3 #x00000001)
                  (ite (not (= a!173 #x00000000))
                       (ite (bvult a!189 a!206) a!189 a!206)
                       a!206)
                  a!304)))
(let ((a!306 (or (not (= event_3 #x00000002))
                 (bvsle (ite (= event_3 #x00000000) a!281 a!305) a!206))))
  (not a!306))))))))))))))))))))))))))))))))))))))
(check-sat)
