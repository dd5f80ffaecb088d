; every-probe-within-range-bmc-v1
; expected: sat
; claim: sat: a run of 1 events from connect breaks sent > 0 => search_low < sent <= search_high
(set-logic QF_BV)
(declare-fun sysctl_1 () (_ BitVec 32))
(declare-fun event_1 () (_ BitVec 32))
(declare-fun mtu_1 () (_ BitVec 32))
(declare-fun ipv6 () Bool)
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
(assert (let ((a!1 (or (not (= event_1 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_1)
                    (bvule mtu_1 #x0000ffff))))
      (a!2 (or (not (and (= event_1 #x00000006) (not ipv6)))
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
           (= sysctl_1 #x00000001)))))
(assert (let ((a!1 (not (not (bvult (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x0000000b))))
      (a!3 (ite (bvult connect_route_mtu
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))
                connect_route_mtu
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!9 (bvadd connect_tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!13 (ite ipv6
                 (ite (bvult mtu_1 connect_route_mtu)
                      (ite (bvult mtu_1 #x00000500) #x00000500 mtu_1)
                      connect_route_mtu)
                 (ite (not (bvult connect_route_mtu mtu_1))
                      (ite (bvult mtu_1 #x00000228) #x00000228 mtu_1)
                      connect_route_mtu)))
      (a!22 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!25 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!32 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!45 (ite ipv6
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
      (a!62 (ite (bvult connect_route_mtu
                        (bvsub (ite passive_open #x00000000 #x00000000)
                               #x00000001))
                 connect_route_mtu
                 (bvsub (ite passive_open #x00000000 #x00000000) #x00000001))))
(let ((a!2 (or (= connect_tcp_mtu_probing #x00000000)
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!1))
      (a!4 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                a!3))
      (a!14 (bvslt mss_clamp
                   (bvsub a!13
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!17 (bvsub (ite passive_open a!9 a!9)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!23 (ite a!22
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!26 (ite a!25
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!28 (bvslt mss_clamp
                   (bvsub a!9
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!46 (bvslt mss_clamp
                   (bvsub a!45
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!5 (ite (= connect_route_mtu connect_route_mtu)
                a!4
                (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!15 (ite a!14
                 mss_clamp
                 (bvsub a!13
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!18 (ite (bvslt (ite (bvslt mss_clamp a!17) mss_clamp a!17) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!17) mss_clamp a!17)))
      (a!24 (bvsub (ite (bvslt a!23 #x00000030) #x00000030 a!23)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!27 (bvsub (ite (bvslt a!26 #x00000030) #x00000030 a!26)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!29 (ite a!28
                 mss_clamp
                 (bvsub a!9 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!38 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (= (ite passive_open a!9 a!9)
                         (ite passive_open #x00000000 #x00000000))
                      a!4
                      (ite passive_open #x00000000 #x00000000))
                 (ite passive_open a!9 a!9)))
      (a!47 (ite a!46
                 mss_clamp
                 (bvsub a!45
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!61 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                 a!4))
      (a!63 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (= connect_route_mtu connect_route_mtu)
                      (bvsub (ite passive_open #x00000000 #x00000000)
                             #x00000001)
                      a!62)
                 a!4))
      (a!64 (ite (= connect_tcp_mtu_probing #x00000000)
                 a!4
                 (ite (= connect_tcp_mtu_probing #x00000000)
                      (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                      (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4))))
      (a!65 (ite (bvult a!13 (ite (bvult a!13 a!4) a!13 a!4))
                 a!13
                 (ite (bvult a!13 a!4) a!13 a!4))))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                a!5
                (ite (bvult connect_route_mtu a!5) connect_route_mtu a!5)))
      (a!16 (bvsub (ite (bvslt a!15 #x00000030) #x00000030 a!15)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!30 (bvsub (ite (bvslt a!29 #x00000030) #x00000030 a!29)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!39 (bvslt connect_tcp_base_mss
                   (bvsub a!18
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!48 (bvsub (ite (bvslt a!47 #x00000030) #x00000030 a!47)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!52 (bvslt a!24
                   (bvsub a!18
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!66 (ite (= a!13 a!13) (ite (bvult a!13 a!4) a!13 a!4) a!65)))
(let ((a!7 (bvslt mss_clamp
                  (bvsub a!6
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!11 (bvadd (bvashr (bvadd a!6 (ite passive_open a!9 a!9)) #x00000001)
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!19 (bvslt a!16
                   (bvsub a!18
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!31 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!24
                      (ite (bvslt a!24 a!27) a!24 a!27))
                 (ite (= connect_tcp_mtu_probing #x00000000)
                      a!24
                      (ite (bvslt a!24 a!30) a!24 a!30))))
      (a!40 (ite a!39
                 connect_tcp_base_mss
                 (bvsub a!18 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!49 (bvslt a!48
                   (bvsub a!18
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!53 (ite a!52
                 a!24
                 (bvsub a!18 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!56 (ite (bvult a!45 (ite (bvult a!45 a!6) a!45 a!6))
                 a!45
                 (ite (bvult a!45 a!6) a!45 a!6))))
(let ((a!8 (ite a!7
                mss_clamp
                (bvsub a!6 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!12 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!11))
                 #x00000000
                 a!11))
      (a!20 (ite a!19
                 a!16
                 (bvsub a!18 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!41 (ite (bvslt a!40 (bvsub #x00000044 (bvadd #x00000014 tcp_options)))
                 (bvsub #x00000044 (bvadd #x00000014 tcp_options))
                 a!40))
      (a!50 (ite a!49
                 a!48
                 (bvsub a!18 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!54 (ite (= connect_route_mtu connect_route_mtu)
                 (ite (= connect_route_mtu connect_route_mtu)
                      a!31
                      (ite (= connect_tcp_mtu_probing #x00000000) a!24 a!53))
                 (ite (= connect_tcp_mtu_probing #x00000000) a!24 a!53)))
      (a!57 (ite (= a!45 a!45) (ite (bvult a!45 a!6) a!45 a!6) a!56)))
(let ((a!10 (bvslt (bvsub (ite (bvslt a!8 #x00000030) #x00000030 a!8)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvashr (bvadd a!6 (ite passive_open a!9 a!9)) #x00000001)))
      (a!21 (ite (= a!13 a!13)
                 (ite (= connect_tcp_mtu_probing #x00000000) a!16 a!20)
                 (ite (= connect_tcp_mtu_probing #x00000000) a!16 a!20)))
      (a!42 (ite (= connect_tcp_mtu_probing #x00000000)
                 (ite passive_open a!9 a!9)
                 (bvadd a!41
                        (bvadd (bvadd #x00000014 tcp_options)
                               (ite ipv6 #x00000028 #x00000014)))))
      (a!51 (ite (= a!45 a!45)
                 (ite (= connect_tcp_mtu_probing #x00000000) a!48 a!50)
                 (ite (= connect_tcp_mtu_probing #x00000000) a!48 a!50))))
(let ((a!33 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult a!21 a!32)))
      (a!43 (ite (= event_1 #x00000002)
                 (ite passive_open a!9 a!9)
                 (ite (= event_1 #x00000003)
                      (ite (= connect_tcp_mtu_probing #x00000000)
                           (ite passive_open a!9 a!9)
                           a!42)
                      (ite passive_open a!9 a!9))))
      (a!55 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult a!51 a!32))))
(let ((a!34 (ite (and (or (bvult a!21 a!31) a!33) (not cwnd_full_1))
                 #x00000000
                 #x00000000))
      (a!58 (ite (and (or (bvult a!51 a!54) a!55) (not false))
                 (ite (= a!45 a!45) a!57 (ite (bvult a!45 a!57) a!45 a!57))
                 a!57))
      (a!67 (ite (and (or (bvult a!21 a!31) a!33) (not cwnd_full_1))
                 (ite (= a!13 a!13) a!66 (ite (bvult a!13 a!66) a!13 a!66))
                 a!66)))
(let ((a!35 (ite (= event_1 #x00000006)
                 (ite false
                      #x00000000
                      (ite (bvult a!13 connect_route_mtu) a!34 #x00000000))
                 (ite (= event_1 #x00000007) #x00000000 #x00000000)))
      (a!59 (ite ipv6
                 a!6
                 (ite false a!6 (ite (bvult a!45 connect_route_mtu) a!58 a!6))))
      (a!68 (ite (= event_1 #x00000006)
                 (ite false a!4 (ite (bvult a!13 connect_route_mtu) a!67 a!4))
                 a!4)))
(let ((a!36 (ite (= event_1 #x00000003)
                 #x00000000
                 (ite (= event_1 #x00000004)
                      #x00000000
                      (ite (= event_1 #x00000005) #x00000000 a!35))))
      (a!60 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!11))
                 a!59
                 a!6))
      (a!69 (ite (= event_1 #x00000004)
                 a!5
                 (ite (= event_1 #x00000005)
                      (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                      a!68))))
(let ((a!37 (ite (= event_1 #x00000000)
                 (ite a!2 #x00000000 (ite a!10 #x00000000 a!12))
                 (ite (= event_1 #x00000001)
                      #x00000000
                      (ite (= event_1 #x00000002) #x00000000 a!36))))
      (a!70 (ite (= event_1 #x00000003)
                 (ite (= connect_route_mtu connect_route_mtu)
                      a!64
                      (ite (bvult connect_route_mtu a!64)
                           connect_route_mtu
                           a!64))
                 a!69)))
(let ((a!44 (bvslt (ite (= event_1 #x00000000)
                        (ite passive_open a!9 a!9)
                        (ite (= event_1 #x00000001) a!38 a!43))
                   a!37))
      (a!71 (ite (= event_1 #x00000000)
                 (ite a!2 a!5 (ite a!10 a!6 a!60))
                 (ite (= event_1 #x00000001)
                      a!61
                      (ite (= event_1 #x00000002) a!63 a!70)))))
  (not (or (not (bvslt #x00000000 a!37)) (and a!44 (bvsle a!37 a!71))))))))))))))))))
(check-sat)
