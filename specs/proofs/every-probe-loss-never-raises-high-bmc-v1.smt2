; every-probe-loss-never-raises-high-bmc-v1
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
(assert (let ((a!1 (or (not (= event_1 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_1)
                    (bvule mtu_1 #x0000ffff))))
      (a!2 (or (not (and (= event_1 #x00000006) (not ipv6)))
               (bvule mtu_1 #x0000ffff)))
      (a!3 (or (not (= event_2 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_2)
                    (bvule mtu_2 #x0000ffff))))
      (a!4 (or (not (and (= event_2 #x00000006) (not ipv6)))
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
           (= sysctl_2 #x00000001)))))
(assert (let ((a!1 (ite (= connect_tcp_mtu_probing #x00000000)
                connect_tcp_mtu_probing
                (ite (= connect_tcp_mtu_probing #x00000000)
                     #x00000001
                     connect_tcp_mtu_probing)))
      (a!3 (not (not (bvult (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x0000000b))))
      (a!5 (ite (bvult connect_route_mtu
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))
                connect_route_mtu
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!11 (bvadd connect_tcp_base_mss
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!14 (ite ipv6
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
      (a!23 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!26 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!37 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!42 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!43 (ite ipv6
                 (ite (bvult mtu_1 connect_route_mtu)
                      (ite (bvult mtu_1 #x00000500) #x00000500 mtu_1)
                      connect_route_mtu)
                 (ite (not (bvult connect_route_mtu mtu_1))
                      (ite (bvult mtu_1 #x00000228) #x00000228 mtu_1)
                      connect_route_mtu)))
      (a!59 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvadd (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!78 (ite (bvult connect_route_mtu
                        (bvsub (ite passive_open #x00000000 #x00000000)
                               #x00000001))
                 connect_route_mtu
                 (bvsub (ite passive_open #x00000000 #x00000000) #x00000001)))
      (a!103 (ite (= event_1 #x00000005)
                  #x00000000
                  (ite (= event_1 #x00000006)
                       (ite false #x00000000 (ite ipv6 #x00000000 #x00000000))
                       (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!154 (ite (and (= sysctl_1 #x00000001) true)
                  connect_tcp_mtu_probing
                  (ite (and (= sysctl_1 #x00000000) true)
                       value_1
                       connect_tcp_mtu_probing))))
(let ((a!2 (ite (= event_1 #x00000001)
                connect_tcp_mtu_probing
                (ite (= event_1 #x00000002)
                     connect_tcp_mtu_probing
                     (ite (= event_1 #x00000003) a!1 connect_tcp_mtu_probing))))
      (a!4 (or (= connect_tcp_mtu_probing #x00000000)
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!3))
      (a!6 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                a!5))
      (a!15 (bvslt mss_clamp
                   (bvsub a!14
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!18 (bvsub (ite passive_open a!11 a!11)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!24 (ite a!23
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!27 (ite a!26
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!29 (bvslt mss_clamp
                   (bvsub a!11
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!44 (bvslt mss_clamp
                   (bvsub a!43
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!64 (ite (= event_1 #x00000005)
                 connect_route_mtu
                 (ite (= event_1 #x00000006)
                      (ite false connect_route_mtu a!43)
                      (ite (= event_1 #x00000007) mtu_1 connect_route_mtu))))
      (a!67 (ite ipv6
                 connect_route_mtu
                 (ite false
                      connect_route_mtu
                      (ite (bvult a!14 connect_route_mtu)
                           a!14
                           connect_route_mtu))))
      (a!69 (ite (= event_1 #x00000006)
                 (ite false
                      connect_route_mtu
                      (ite (bvult a!43 connect_route_mtu)
                           a!43
                           connect_route_mtu))
                 connect_route_mtu))
      (a!104 (ite (= event_1 #x00000002)
                  #x00000000
                  (ite (= event_1 #x00000003)
                       #x00000000
                       (ite (= event_1 #x00000004) #x00000000 a!103))))
      (a!155 (ite (and (= sysctl_1 #x00000003) true)
                  connect_tcp_mtu_probing
                  (ite (and (= sysctl_1 #x00000002) true)
                       connect_tcp_mtu_probing
                       a!154))))
(let ((a!7 (ite (= connect_route_mtu connect_route_mtu)
                a!6
                (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!16 (ite a!15
                 mss_clamp
                 (bvsub a!14
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!19 (ite (bvslt (ite (bvslt mss_clamp a!18) mss_clamp a!18) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!18) mss_clamp a!18)))
      (a!25 (bvsub (ite (bvslt a!24 #x00000030) #x00000030 a!24)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!28 (bvsub (ite (bvslt a!27 #x00000030) #x00000030 a!27)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!30 (ite a!29
                 mss_clamp
                 (bvsub a!11
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!45 (ite a!44
                 mss_clamp
                 (bvsub a!43
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!65 (ite (= event_1 #x00000002)
                 connect_route_mtu
                 (ite (= event_1 #x00000003)
                      connect_route_mtu
                      (ite (= event_1 #x00000004) connect_route_mtu a!64))))
      (a!70 (ite (= event_1 #x00000003)
                 connect_route_mtu
                 (ite (= event_1 #x00000004)
                      connect_route_mtu
                      (ite (= event_1 #x00000005) connect_route_mtu a!69))))
      (a!77 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                 a!6))
      (a!79 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (= connect_route_mtu connect_route_mtu)
                      (bvsub (ite passive_open #x00000000 #x00000000)
                             #x00000001)
                      a!78)
                 a!6))
      (a!80 (ite (= connect_tcp_mtu_probing #x00000000)
                 a!6
                 (ite (= connect_tcp_mtu_probing #x00000000)
                      (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                      (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6))))
      (a!81 (ite (bvult a!43 (ite (bvult a!43 a!6) a!43 a!6))
                 a!43
                 (ite (bvult a!43 a!6) a!43 a!6)))
      (a!92 (ite (= (ite passive_open a!11 a!11)
                    (ite passive_open #x00000000 #x00000000))
                 a!6
                 (ite passive_open #x00000000 #x00000000)))
      (a!156 (ite (and (= sysctl_1 #x00000005) true)
                  connect_tcp_mtu_probing
                  (ite (and (= sysctl_1 #x00000004) true)
                       connect_tcp_mtu_probing
                       a!155))))
(let ((a!8 (ite (= connect_route_mtu connect_route_mtu)
                a!7
                (ite (bvult connect_route_mtu a!7) connect_route_mtu a!7)))
      (a!17 (bvsub (ite (bvslt a!16 #x00000030) #x00000030 a!16)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!31 (bvsub (ite (bvslt a!30 #x00000030) #x00000030 a!30)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!33 (bvslt a!25
                   (bvsub a!19
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!46 (bvsub (ite (bvslt a!45 #x00000030) #x00000030 a!45)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!82 (ite (= a!43 a!43) (ite (bvult a!43 a!6) a!43 a!6) a!81))
      (a!93 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!92
                 (ite passive_open a!11 a!11)))
      (a!94 (bvslt connect_tcp_base_mss
                   (bvsub a!19
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!120 (bvslt mss_clamp
                    (bvsub a!92
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!157 (ite (= event_1 #x00000005)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000006)
                       connect_tcp_mtu_probing
                       (ite (= event_1 #x00000007)
                            connect_tcp_mtu_probing
                            a!156)))))
(let ((a!9 (bvslt mss_clamp
                  (bvsub a!8
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!13 (bvadd (bvashr (bvadd a!8 (ite passive_open a!11 a!11)) #x00000001)
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!20 (bvslt a!17
                   (bvsub a!19
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!32 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!25
                      (ite (bvslt a!25 a!28) a!25 a!28))
                 (ite (= connect_tcp_mtu_probing #x00000000)
                      a!25
                      (ite (bvslt a!25 a!31) a!25 a!31))))
      (a!34 (ite a!33
                 a!25
                 (bvsub a!19 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!47 (bvslt a!46
                   (bvsub a!19
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!72 (ite (bvult a!14 (ite (bvult a!14 a!8) a!14 a!8))
                 a!14
                 (ite (bvult a!14 a!8) a!14 a!8)))
      (a!95 (ite a!94
                 connect_tcp_base_mss
                 (bvsub a!19 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!121 (ite a!120
                  mss_clamp
                  (bvsub a!92
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!158 (ite (= event_1 #x00000002)
                  connect_tcp_mtu_probing
                  (ite (= event_1 #x00000003)
                       connect_tcp_mtu_probing
                       (ite (= event_1 #x00000004)
                            connect_tcp_mtu_probing
                            a!157)))))
(let ((a!10 (ite a!9
                 mss_clamp
                 (bvsub a!8 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!21 (ite a!20
                 a!17
                 (bvsub a!19 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!35 (ite (= connect_route_mtu connect_route_mtu)
                 a!32
                 (ite (= connect_tcp_mtu_probing #x00000000) a!25 a!34)))
      (a!48 (ite a!47
                 a!46
                 (bvsub a!19 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!55 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!13))
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                 (bvsub (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x00000001)))
      (a!56 (bvmul (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                   (bvadd a!32
                          (bvadd (bvadd #x00000014 tcp_options)
                                 (ite ipv6 #x00000028 #x00000014)))))
      (a!63 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!13))
                 (ite ipv6 connect_route_mtu (ite false connect_route_mtu a!14))
                 connect_route_mtu))
      (a!68 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!13))
                 a!67
                 connect_route_mtu))
      (a!73 (ite (= a!14 a!14) (ite (bvult a!14 a!8) a!14 a!8) a!72))
      (a!96 (ite (bvslt a!95 (bvsub #x00000044 (bvadd #x00000014 tcp_options)))
                 (bvsub #x00000044 (bvadd #x00000014 tcp_options))
                 a!95))
      (a!102 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!13))
                  (ite ipv6
                       #x00000000
                       (ite false #x00000000 (ite ipv6 #x00000000 #x00000000)))
                  #x00000000))
      (a!122 (bvsub (ite (bvslt a!121 #x00000030) #x00000030 a!121)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!159 (= (ite (= event_1 #x00000000)
                     connect_tcp_mtu_probing
                     (ite (= event_1 #x00000001) connect_tcp_mtu_probing a!158))
                #x00000000)))
(let ((a!12 (bvslt (bvsub (ite (bvslt a!10 #x00000030) #x00000030 a!10)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvashr (bvadd a!8 (ite passive_open a!11 a!11)) #x00000001)))
      (a!22 (ite (= a!14 a!14)
                 (ite (= connect_tcp_mtu_probing #x00000000) a!17 a!21)
                 (ite (= connect_tcp_mtu_probing #x00000000) a!17 a!21)))
      (a!36 (ite (= connect_route_mtu connect_route_mtu)
                 a!35
                 (ite (= connect_tcp_mtu_probing #x00000000) a!25 a!34)))
      (a!49 (ite (= a!43 a!43)
                 (ite (= connect_tcp_mtu_probing #x00000000) a!46 a!48)
                 (ite (= connect_tcp_mtu_probing #x00000000) a!46 a!48)))
      (a!57 (bvudiv a!56
                    (ite (= (ite passive_open #x00000000 #x00000000) #x00000000)
                         #x00000001
                         (ite passive_open #x00000000 #x00000000))))
      (a!97 (bvadd a!96
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!123 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  (ite (= connect_tcp_mtu_probing #x00000000)
                       a!25
                       (ite (bvslt a!25 a!122) a!25 a!122))
                  a!32))
      (a!124 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                  a!35
                  a!32)))
(let ((a!38 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult a!22 a!37)))
      (a!50 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult a!49 a!37)))
      (a!58 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!57
                 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))
      (a!66 (ite (= event_1 #x00000000)
                 (ite a!4 connect_route_mtu (ite a!12 connect_route_mtu a!63))
                 (ite (= event_1 #x00000001) connect_route_mtu a!65)))
      (a!71 (ite (= event_1 #x00000000)
                 (ite a!4 connect_route_mtu (ite a!12 connect_route_mtu a!68))
                 (ite (= event_1 #x00000001)
                      connect_route_mtu
                      (ite (= event_1 #x00000002) connect_route_mtu a!70))))
      (a!98 (ite (= connect_tcp_mtu_probing #x00000000)
                 (ite passive_open a!11 a!11)
                 (ite (= connect_tcp_mtu_probing #x00000000)
                      (ite passive_open a!11 a!11)
                      a!97)))
      (a!105 (= (ite (= event_1 #x00000000)
                     (ite a!4 #x00000000 (ite a!12 #x00000000 a!102))
                     (ite (= event_1 #x00000001) #x00000000 a!104))
                #x00000000))
      (a!125 (bvslt mss_clamp
                    (bvsub a!97
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!39 (ite (and (or (bvult a!22 a!36) a!38) (not false))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!51 (ite (and (or (bvult a!49 a!32) a!50) (not cwnd_full_1))
                 #x00000000
                 (ite passive_open #x00000000 #x00000000)))
      (a!60 (ite (= event_1 #x00000000)
                 (ite a!4
                      (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)
                      (ite a!12 (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) a!55))
                 (ite (= event_1 #x00000001)
                      a!58
                      (ite (= event_1 #x00000002)
                           a!59
                           (ite cwnd_set_1 cwnd_1 connect_snd_cwnd)))))
      (a!74 (ite (and (or (bvult a!22 a!36) a!38) (not false))
                 (ite (= a!14 a!14) a!73 (ite (bvult a!14 a!73) a!14 a!73))
                 a!73))
      (a!83 (ite (and (or (bvult a!49 a!32) a!50) (not cwnd_full_1))
                 (ite (= a!43 a!43) a!82 (ite (bvult a!43 a!82) a!43 a!82))
                 a!82))
      (a!99 (ite (= event_1 #x00000001)
                 a!93
                 (ite (= event_1 #x00000002)
                      (ite passive_open a!11 a!11)
                      (ite (= event_1 #x00000003)
                           a!98
                           (ite passive_open a!11 a!11)))))
      (a!107 (ite ipv6
                  (ite (bvult a!66 a!66)
                       (ite (bvult a!66 #x00000500) #x00000500 a!66)
                       a!66)
                  (ite (not (bvult a!66 a!66))
                       (ite (bvult a!66 #x00000228) #x00000228 a!66)
                       a!66)))
      (a!108 (ite (= a!66 (ite (= a!66 a!71) a!71 a!66))
                  (ite (= a!66 a!71) a!71 a!66)
                  a!66))
      (a!117 (ite (and (or (bvult a!22 a!36) a!38) (not false))
                  (ite (= a!14 a!14)
                       a!22
                       (ite (= connect_tcp_mtu_probing #x00000000) a!17 a!21))
                  a!22))
      (a!126 (ite a!125
                  mss_clamp
                  (bvsub a!97
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!129 (bvslt mss_clamp
                    (bvsub a!98
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!133 (ite (and (or (bvult a!49 a!32) a!50) (not cwnd_full_1))
                  (ite (= a!43 a!43)
                       a!49
                       (ite (= connect_tcp_mtu_probing #x00000000) a!46 a!48))
                  a!49))
      (a!138 (bvslt mss_clamp
                    (bvsub a!66
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!162 (ite ipv6
                  (ite (bvult mtu_2 a!66)
                       (ite (bvult mtu_2 #x00000500) #x00000500 mtu_2)
                       a!66)
                  (ite (not (bvult a!66 mtu_2))
                       (ite (bvult mtu_2 #x00000228) #x00000228 mtu_2)
                       a!66))))
(let ((a!40 (ite ipv6
                 (ite passive_open #x00000000 #x00000000)
                 (ite false
                      (ite passive_open #x00000000 #x00000000)
                      (ite (bvult a!14 connect_route_mtu)
                           a!39
                           (ite passive_open #x00000000 #x00000000)))))
      (a!52 (ite (= event_1 #x00000006)
                 (ite false
                      (ite passive_open #x00000000 #x00000000)
                      (ite (bvult a!43 connect_route_mtu)
                           a!51
                           (ite passive_open #x00000000 #x00000000)))
                 (ite passive_open #x00000000 #x00000000)))
      (a!61 (not (not (bvult (ite cwnd_set_2 cwnd_2 a!60) #x0000000b))))
      (a!75 (ite ipv6
                 a!8
                 (ite false a!8 (ite (bvult a!14 connect_route_mtu) a!74 a!8))))
      (a!84 (ite (= event_1 #x00000006)
                 (ite false a!6 (ite (bvult a!43 connect_route_mtu) a!83 a!6))
                 a!6))
      (a!109 (bvslt mss_clamp
                    (bvsub a!107
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!112 (bvsub (ite (= event_1 #x00000000)
                         (ite passive_open a!11 a!11)
                         a!99)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!118 (ite ipv6
                  a!36
                  (ite false
                       a!36
                       (ite (bvult a!14 connect_route_mtu) a!117 a!36))))
      (a!127 (bvsub (ite (bvslt a!126 #x00000030) #x00000030 a!126)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!130 (ite a!129
                  mss_clamp
                  (bvsub a!98
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!134 (ite (= event_1 #x00000006)
                  (ite false
                       a!32
                       (ite (bvult a!43 connect_route_mtu) a!133 a!32))
                  a!32))
      (a!139 (ite a!138
                  mss_clamp
                  (bvsub a!66
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!163 (bvslt mss_clamp
                    (bvsub a!162
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!41 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!13))
                 a!40
                 a!13))
      (a!53 (ite (= event_1 #x00000003)
                 #x00000000
                 (ite (= event_1 #x00000004)
                      #x00000000
                      (ite (= event_1 #x00000005)
                           (ite passive_open #x00000000 #x00000000)
                           a!52))))
      (a!76 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!13))
                 a!75
                 a!8))
      (a!85 (ite (= event_1 #x00000004)
                 a!7
                 (ite (= event_1 #x00000005)
                      (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)
                      a!84)))
      (a!110 (ite a!109
                  mss_clamp
                  (bvsub a!107
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!113 (ite (bvslt (ite (bvslt mss_clamp a!112) mss_clamp a!112)
                         #x00000030)
                  #x00000030
                  (ite (bvslt mss_clamp a!112) mss_clamp a!112)))
      (a!119 (ite (and (or ipv6 (= #x00000000 #x00000000))
                       (bvult connect_route_mtu a!13))
                  a!118
                  a!36))
      (a!128 (ite (= connect_tcp_mtu_probing #x00000000)
                  (ite (= #x00000001 #x00000000) a!25 a!34)
                  (ite (= connect_tcp_mtu_probing #x00000000)
                       a!25
                       (ite (bvslt a!25 a!127) a!25 a!127))))
      (a!131 (bvsub (ite (bvslt a!130 #x00000030) #x00000030 a!130)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!135 (ite (= event_1 #x00000004)
                  a!35
                  (ite (= event_1 #x00000005)
                       (ite (= connect_tcp_mtu_probing #x00000000) a!25 a!34)
                       a!134)))
      (a!140 (bvsub (ite (bvslt a!139 #x00000030) #x00000030 a!139)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!164 (ite a!163
                  mss_clamp
                  (bvsub a!162
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!54 (ite (= event_1 #x00000000)
                 (ite a!4
                      (ite passive_open #x00000000 #x00000000)
                      (ite a!12 (ite passive_open #x00000000 #x00000000) a!41))
                 (ite (= event_1 #x00000001)
                      a!42
                      (ite (= event_1 #x00000002) a!42 a!53))))
      (a!86 (ite (= event_1 #x00000003)
                 (ite (= connect_route_mtu connect_route_mtu)
                      a!80
                      (ite (bvult connect_route_mtu a!80)
                           connect_route_mtu
                           a!80))
                 a!85))
      (a!111 (bvsub (ite (bvslt a!110 #x00000030) #x00000030 a!110)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!132 (ite (= connect_route_mtu connect_route_mtu)
                  (ite (= connect_tcp_mtu_probing #x00000000) a!32 a!128)
                  (ite (= a!1 #x00000000)
                       a!25
                       (ite (bvslt a!25 a!131) a!25 a!131))))
      (a!141 (bvslt a!140
                    (bvsub a!113
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!165 (bvsub (ite (bvslt a!164 #x00000030) #x00000030 a!164)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!62 (or (= (ite (= event_1 #x00000000) connect_tcp_mtu_probing a!2)
                   #x00000000)
                (not (= a!54 #x00000000))
                a!61))
      (a!87 (ite (= event_1 #x00000000)
                 (ite a!4 a!7 (ite a!12 a!8 a!76))
                 (ite (= event_1 #x00000001)
                      a!77
                      (ite (= event_1 #x00000002) a!79 a!86))))
      (a!114 (bvslt a!111
                    (bvsub a!113
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!136 (ite (= event_1 #x00000001)
                  a!123
                  (ite (= event_1 #x00000002)
                       a!124
                       (ite (= event_1 #x00000003) a!132 a!135))))
      (a!142 (ite a!141
                  a!140
                  (bvsub a!113
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!145 (bvsub (bvsub a!54 (bvadd #x00000014 tcp_options))
                    (ite ipv6 #x00000028 #x00000014)))
      (a!153 (ite (= a!66 a!71)
                  (bvsub a!54 #x00000001)
                  (ite (bvult a!66 (bvsub a!54 #x00000001))
                       a!66
                       (bvsub a!54 #x00000001))))
      (a!166 (bvslt a!165
                    (bvsub a!113
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!88 (ite (= a!66 a!71) a!87 (ite (bvult a!66 a!87) a!66 a!87)))
      (a!115 (ite a!114
                  a!111
                  (bvsub a!113
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!137 (ite (= event_1 #x00000000)
                  (ite a!4 a!35 (ite a!12 a!36 a!119))
                  a!136))
      (a!143 (ite (= (ite (= event_1 #x00000000) connect_tcp_mtu_probing a!2)
                     #x00000000)
                  a!140
                  a!142))
      (a!160 (ite (= (ite (= event_1 #x00000000) connect_tcp_mtu_probing a!2)
                     #x00000000)
                  (ite (bvult a!71 a!87) a!71 a!87)
                  (ite (bvult a!71 a!87) a!71 a!87)))
      (a!167 (ite a!166
                  a!165
                  (bvsub a!113
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!171 (ite (bvult a!162 (ite (bvult a!162 a!87) a!162 a!87))
                  a!162
                  (ite (bvult a!162 a!87) a!162 a!87))))
(let ((a!89 (ite (= a!66 (ite (= a!66 a!71) a!71 a!66))
                 a!88
                 (ite (bvult a!66 a!88) a!66 a!88)))
      (a!116 (ite (= (ite (= event_1 #x00000000) connect_tcp_mtu_probing a!2)
                     #x00000000)
                  a!111
                  a!115))
      (a!144 (ite (= a!66 (ite (= a!66 a!71) a!71 a!66))
                  (ite (= a!66 a!71) a!137 a!143)
                  a!143))
      (a!161 (ite (= a!66 a!71)
                  (ite a!159 a!87 a!160)
                  (ite (bvult a!66 (ite a!159 a!87 a!160))
                       a!66
                       (ite a!159 a!87 a!160))))
      (a!168 (ite (= (ite (= event_1 #x00000000) connect_tcp_mtu_probing a!2)
                     #x00000000)
                  a!165
                  a!167))
      (a!172 (ite (= a!162 a!162) (ite (bvult a!162 a!87) a!162 a!87) a!171)))
(let ((a!90 (bvslt mss_clamp
                   (bvsub a!89
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!100 (bvashr (bvadd a!89
                            (ite (= event_1 #x00000000)
                                 (ite passive_open a!11 a!11)
                                 a!99))
                     #x00000001))
      (a!146 (and (not (= a!54 #x00000000))
                  (bvult (ite (= a!107 a!107) a!116 a!116) a!145)))
      (a!148 (ite (bvult a!107 (ite (bvult a!107 a!89) a!107 a!89))
                  a!107
                  (ite (bvult a!107 a!89) a!107 a!89)))
      (a!169 (and (not (= a!54 #x00000000))
                  (bvult (ite (= a!162 a!162) a!168 a!168) a!145))))
(let ((a!91 (ite a!90
                 mss_clamp
                 (bvsub a!89
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!106 (bvult a!66
                    (bvadd a!100
                           (bvadd (bvadd #x00000014 tcp_options)
                                  (ite ipv6 #x00000028 #x00000014)))))
      (a!147 (or (bvult (ite (= a!107 a!107) a!116 a!116) a!144) a!146))
      (a!149 (ite (= a!107 a!107) (ite (bvult a!107 a!89) a!107 a!89) a!148))
      (a!170 (or (bvult (ite (= a!162 a!162) a!168 a!168) a!137) a!169)))
(let ((a!101 (bvslt (bvsub (ite (bvslt a!91 #x00000030) #x00000030 a!91)
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!100))
      (a!150 (ite (and a!147 (not false))
                  (ite (= a!107 a!107)
                       a!149
                       (ite (bvult a!107 a!149) a!107 a!149))
                  a!149))
      (a!173 (ite (and a!170 (not cwnd_full_2))
                  (ite (= a!162 a!162)
                       a!172
                       (ite (bvult a!162 a!172) a!162 a!172))
                  a!172)))
(let ((a!151 (ite ipv6
                  a!89
                  (ite false a!89 (ite (bvult a!107 a!108) a!150 a!89))))
      (a!174 (ite (= event_2 #x00000006)
                  (ite false a!87 (ite (bvult a!162 a!71) a!173 a!87))
                  a!87)))
(let ((a!152 (ite a!101 a!89 (ite (and (or ipv6 a!105) a!106) a!151 a!89)))
      (a!175 (ite (= event_2 #x00000004)
                  a!88
                  (ite (= event_2 #x00000005)
                       (ite (bvult a!71 a!87) a!71 a!87)
                       a!174))))
(let ((a!176 (ite (= event_2 #x00000002)
                  (ite (not (= a!54 #x00000000)) a!153 a!87)
                  (ite (= event_2 #x00000003) a!161 a!175))))
(let ((a!177 (ite (= event_2 #x00000001)
                  (ite (not (= a!54 #x00000000))
                       (ite (bvult a!71 a!87) a!71 a!87)
                       a!87)
                  a!176)))
(let ((a!178 (or (not (= event_2 #x00000002))
                 (bvsle (ite (= event_2 #x00000000) (ite a!62 a!88 a!152) a!177)
                        a!87))))
  (not a!178)))))))))))))))))))))))))
(check-sat)
