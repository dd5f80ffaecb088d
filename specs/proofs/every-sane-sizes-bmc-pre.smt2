; every-sane-sizes-bmc-pre
; expected: sat
; claim: sat: a run of 1 events from connect breaks sent > 0 => IP minimum (68, IPv6 1280) <= sent <= 65535; mss_cache + tcp_header_len - 20 >= 48
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
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun cwnd_full_1 () Bool)
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
(assert (let ((a!1 (ite passive_open
                (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                     #x00000001
                     #x00000000)
                (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                     #x00000001
                     #x00000000)))
      (a!2 (not (not (bvult (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x0000000b))))
      (a!4 (ite (bvult connect_route_mtu
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))
                connect_route_mtu
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!9 (bvslt mss_clamp
                  (bvsub connect_route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!12 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!15 (bvadd connect_tcp_base_mss
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!30 (ite ipv6
                 (ite (bvult mtu_1 connect_route_mtu)
                      (ite (bvult mtu_1 #x00000500) #x00000500 mtu_1)
                      connect_route_mtu)
                 (ite (not (bvult connect_route_mtu mtu_1))
                      (ite (bvult mtu_1 #x00000228) #x00000228 mtu_1)
                      connect_route_mtu)))
      (a!37 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!44 (ite ipv6
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
      (a!55 (bvsub (ite passive_open #x00000000 #x00000000)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!3 (or (= a!1 #x00000000)
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!2))
      (a!5 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                a!4))
      (a!10 (ite a!9
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!13 (ite a!12
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!16 (bvslt mss_clamp
                   (bvsub a!15
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!21 (bvsub (ite passive_open a!15 a!15)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!31 (bvslt mss_clamp
                   (bvsub a!30
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!45 (bvslt mss_clamp
                   (bvsub a!44
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!56 (ite (bvslt (ite (bvslt mss_clamp a!55) mss_clamp a!55) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!55) mss_clamp a!55)))
      (a!68 (= (ite (= connect_tcp_mtu_probing #x00000000)
                    a!1
                    (ite (= a!1 #x00000000) #x00000001 a!1))
               #x00000000)))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                a!5
                (ite (bvult connect_route_mtu a!5) connect_route_mtu a!5)))
      (a!11 (bvsub (ite (bvslt a!10 #x00000030) #x00000030 a!10)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!14 (bvsub (ite (bvslt a!13 #x00000030) #x00000030 a!13)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!17 (ite a!16
                 mss_clamp
                 (bvsub a!15
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!22 (ite (bvslt (ite (bvslt mss_clamp a!21) mss_clamp a!21) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!21) mss_clamp a!21)))
      (a!32 (ite a!31
                 mss_clamp
                 (bvsub a!30
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!46 (ite a!45
                 mss_clamp
                 (bvsub a!44
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!7 (bvsub (ite (= connect_route_mtu connect_route_mtu)
                       a!6
                       (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6))
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!18 (bvsub (ite (bvslt a!17 #x00000030) #x00000030 a!17)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!23 (bvslt a!11
                   (bvsub a!22
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!33 (bvsub (ite (bvslt a!32 #x00000030) #x00000030 a!32)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!47 (bvsub (ite (bvslt a!46 #x00000030) #x00000030 a!46)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!57 (bvslt a!11
                   (bvsub a!56
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!61 (bvashr (bvsub a!22
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    #x00000001)))
(let ((a!8 (ite (bvslt (ite (bvslt mss_clamp a!7) mss_clamp a!7) #x00000030)
                #x00000030
                (ite (bvslt mss_clamp a!7) mss_clamp a!7)))
      (a!19 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!11
                 (ite (bvslt a!11 a!18) a!11 a!18)))
      (a!24 (ite a!23
                 a!11
                 (bvsub a!22 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!34 (bvslt a!33
                   (bvsub a!22
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!48 (bvslt a!47
                   (bvsub a!22
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!58 (ite a!57
                 a!11
                 (bvsub a!56 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!62 (ite (bvslt (ite (bvslt connect_tcp_base_mss a!61)
                             connect_tcp_base_mss
                             a!61)
                        (bvsub #x00000044 (bvadd #x00000014 tcp_options)))
                 (bvsub #x00000044 (bvadd #x00000014 tcp_options))
                 (ite (bvslt connect_tcp_base_mss a!61)
                      connect_tcp_base_mss
                      a!61))))
(let ((a!20 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!11
                      (ite (bvslt a!11 a!14) a!11 a!14))
                 a!19))
      (a!35 (ite a!34
                 a!33
                 (bvsub a!22 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!49 (ite a!48
                 a!47
                 (bvsub a!22 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!63 (bvadd a!62
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!25 (ite (= connect_route_mtu connect_route_mtu)
                 a!20
                 (ite (= a!1 #x00000000) a!11 a!24)))
      (a!36 (ite (= a!30 a!30)
                 (ite (= a!1 #x00000000) a!33 a!35)
                 (ite (= a!1 #x00000000) a!33 a!35)))
      (a!50 (ite (= a!44 a!44)
                 (ite (= a!1 #x00000000) a!47 a!49)
                 (ite (= a!1 #x00000000) a!47 a!49)))
      (a!59 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (= a!1 #x00000000) a!11 a!58)
                 a!20))
      (a!64 (bvslt mss_clamp
                   (bvsub a!63
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!69 (bvsub (ite (= connect_tcp_mtu_probing #x00000000)
                        (ite passive_open a!15 a!15)
                        (ite (= a!1 #x00000000)
                             (ite passive_open a!15 a!15)
                             a!63))
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!26 (ite (= connect_route_mtu connect_route_mtu)
                 a!25
                 (ite (= a!1 #x00000000) a!11 a!24)))
      (a!38 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult a!36 a!37)))
      (a!51 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult a!50 a!37)))
      (a!60 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!25
                 a!20))
      (a!65 (ite a!64
                 mss_clamp
                 (bvsub a!63
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!70 (ite (bvslt (ite (bvslt mss_clamp a!69) mss_clamp a!69) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!69) mss_clamp a!69))))
(let ((a!27 (bvslt (bvsub a!8 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvmul #x00000002 a!26)))
      (a!28 (bvadd (bvmul #x00000002 a!26)
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!39 (ite (and (or (bvult a!36 a!20) a!38) (not cwnd_full_1))
                 #x00000000
                 #x00000000))
      (a!52 (ite (and (or (bvult a!50 a!26) a!51) (not false))
                 (ite (= a!44 a!44) a!50 (ite (= a!1 #x00000000) a!47 a!49))
                 a!50))
      (a!66 (bvsub (ite (bvslt a!65 #x00000030) #x00000030 a!65)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!71 (bvslt a!11
                   (bvsub a!70
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!73 (ite (and (or (bvult a!36 a!20) a!38) (not cwnd_full_1))
                 (ite (= a!30 a!30) a!36 (ite (= a!1 #x00000000) a!33 a!35))
                 a!36)))
(let ((a!29 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!28))
                 #x00000000
                 a!28))
      (a!40 (ite (= event_1 #x00000006)
                 (ite false
                      #x00000000
                      (ite (bvult a!30 connect_route_mtu) a!39 #x00000000))
                 (ite (= event_1 #x00000007) #x00000000 #x00000000)))
      (a!53 (ite ipv6
                 a!26
                 (ite false a!26 (ite (bvult a!44 connect_route_mtu) a!52 a!26))))
      (a!67 (ite (= a!1 #x00000000)
                 (ite (= #x00000001 #x00000000) a!11 a!24)
                 (ite (= a!1 #x00000000) a!11 (ite (bvslt a!11 a!66) a!11 a!66))))
      (a!72 (ite a!71
                 a!11
                 (bvsub a!70 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!74 (ite (= event_1 #x00000006)
                 (ite false a!20 (ite (bvult a!30 connect_route_mtu) a!73 a!20))
                 a!20)))
(let ((a!41 (ite (= event_1 #x00000003)
                 #x00000000
                 (ite (= event_1 #x00000004)
                      #x00000000
                      (ite (= event_1 #x00000005) #x00000000 a!40))))
      (a!54 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!28))
                 a!53
                 a!26))
      (a!75 (ite (= event_1 #x00000004)
                 a!25
                 (ite (= event_1 #x00000005)
                      (ite (= a!1 #x00000000) a!11 a!24)
                      a!74))))
(let ((a!42 (ite (= event_1 #x00000000)
                 (ite a!3 #x00000000 (ite a!27 #x00000000 a!29))
                 (ite (= event_1 #x00000001)
                      #x00000000
                      (ite (= event_1 #x00000002) #x00000000 a!41))))
      (a!76 (ite (= event_1 #x00000003)
                 (ite (= connect_route_mtu connect_route_mtu)
                      (ite (= connect_tcp_mtu_probing #x00000000) a!20 a!67)
                      (ite a!68 a!11 a!72))
                 a!75)))
(let ((a!43 (or (not (bvslt #x00000000 a!42))
                (and (bvsle (ite ipv6 #x00000500 #x00000044) a!42)
                     (bvsle a!42 #x0000ffff))))
      (a!77 (ite (= event_1 #x00000000)
                 (ite a!3 a!25 (ite a!27 a!26 a!54))
                 (ite (= event_1 #x00000001)
                      a!59
                      (ite (= event_1 #x00000002) a!60 a!76)))))
(let ((a!78 (bvadd ((_ sign_extend 32) a!77)
                   ((_ sign_extend 32)
                     (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (not (and a!43 (not (bvslt a!78 #x0000000000000030)))))))))))))))))))
(check-sat)
