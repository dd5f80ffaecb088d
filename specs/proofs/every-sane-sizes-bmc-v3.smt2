; every-sane-sizes-bmc-v3
; expected: sat
; claim: sat: a run of 1 events from connect breaks sent > 0 => IP minimum (68, IPv6 1280) <= sent <= 65535; mss_cache + tcp_header_len - 20 >= 48
(set-logic QF_BV)
(declare-fun sysctl_1 () (_ BitVec 32))
(declare-fun event_1 () (_ BitVec 32))
(declare-fun mtu_1 () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun HZ () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun cwnd_full_1 () Bool)
(declare-fun connect_tcp_time_stamp () (_ BitVec 32))
(declare-fun at_1 () (_ BitVec 32))
(declare-fun timed_1 () Bool)
(declare-fun connect_tcp_probe_interval () (_ BitVec 32))
(declare-fun connect_tcp_probe_threshold () (_ BitVec 32))
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
       true
       true
       (= connect_tcp_min_snd_mss #x00000030)
       (= connect_tcp_mtu_probe_floor #x00000030)
       (bvule event_1 #x00000008)
       a!1
       a!2
       (or (not (= event_1 #x00000008))
           false
           (= sysctl_1 #x00000000)
           (= sysctl_1 #x00000001)
           (= sysctl_1 #x00000002)
           (= sysctl_1 #x00000003)))))
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
      (a!10 (bvadd connect_tcp_base_mss
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!15 (ite ipv6
                 (ite (bvult mtu_1 connect_route_mtu)
                      (ite (bvult mtu_1 #x00000500) #x00000500 mtu_1)
                      connect_route_mtu)
                 (ite (not (bvult connect_route_mtu mtu_1))
                      (ite (bvult mtu_1 #x00000228) #x00000228 mtu_1)
                      connect_route_mtu)))
      (a!24 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!27 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
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
      (a!49 (ite ipv6
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
      (a!60 (bvsub (ite passive_open #x00000000 #x00000000)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!3 (or (= a!1 #x00000000)
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!2))
      (a!5 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                a!4))
      (a!16 (bvslt mss_clamp
                   (bvsub a!15
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!19 (bvsub (ite passive_open a!10 a!10)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!25 (ite a!24
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!28 (ite a!27
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!30 (bvslt mss_clamp
                   (bvsub a!10
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!50 (bvslt mss_clamp
                   (bvsub a!49
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!61 (ite (bvslt (ite (bvslt mss_clamp a!60) mss_clamp a!60) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!60) mss_clamp a!60)))
      (a!73 (= (ite (= connect_tcp_mtu_probing #x00000000)
                    a!1
                    (ite (= a!1 #x00000000) #x00000001 a!1))
               #x00000000)))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                a!5
                (ite (bvult connect_route_mtu a!5) connect_route_mtu a!5)))
      (a!17 (ite a!16
                 mss_clamp
                 (bvsub a!15
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!20 (ite (bvslt (ite (bvslt mss_clamp a!19) mss_clamp a!19) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!19) mss_clamp a!19)))
      (a!26 (bvsub (ite (bvslt a!25 #x00000030) #x00000030 a!25)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!29 (bvsub (ite (bvslt a!28 #x00000030) #x00000030 a!28)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!31 (ite a!30
                 mss_clamp
                 (bvsub a!10
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!51 (ite a!50
                 mss_clamp
                 (bvsub a!49
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!7 (ite (= connect_route_mtu connect_route_mtu)
                a!6
                (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!18 (bvsub (ite (bvslt a!17 #x00000030) #x00000030 a!17)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!32 (bvsub (ite (bvslt a!31 #x00000030) #x00000030 a!31)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!42 (bvslt a!26
                   (bvsub a!20
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!52 (bvsub (ite (bvslt a!51 #x00000030) #x00000030 a!51)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!62 (bvslt a!26
                   (bvsub a!61
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!8 (bvslt mss_clamp
                  (bvsub a!7
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!13 (bvadd (bvashr (bvadd a!7 (ite passive_open a!10 a!10)) #x00000001)
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!21 (bvslt a!18
                   (bvsub a!20
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!33 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!26
                 (ite (bvslt a!26 a!32) a!26 a!32)))
      (a!43 (ite a!42
                 a!26
                 (bvsub a!20 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!53 (bvslt a!52
                   (bvsub a!20
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!63 (ite a!62
                 a!26
                 (bvsub a!61 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!9 (ite a!8
                mss_clamp
                (bvsub a!7 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!14 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!13))
                 #x00000000
                 a!13))
      (a!22 (ite a!21
                 a!18
                 (bvsub a!20 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!34 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!26
                      (ite (bvslt a!26 a!29) a!26 a!29))
                 a!33))
      (a!54 (ite a!53
                 a!52
                 (bvsub a!20 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!11 (bvslt (bvsub (ite (bvslt a!9 #x00000030) #x00000030 a!9)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvashr (bvadd a!7 (ite passive_open a!10 a!10)) #x00000001)))
      (a!23 (ite (= a!15 a!15)
                 (ite (= a!1 #x00000000) a!18 a!22)
                 (ite (= a!1 #x00000000) a!18 a!22)))
      (a!44 (ite (= connect_route_mtu connect_route_mtu)
                 a!34
                 (ite (= a!1 #x00000000) a!26 a!43)))
      (a!55 (ite (= a!49 a!49)
                 (ite (= a!1 #x00000000) a!52 a!54)
                 (ite (= a!1 #x00000000) a!52 a!54)))
      (a!64 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (= a!1 #x00000000) a!26 a!63)
                 a!34)))
(let ((a!12 (or a!11
                (bvslt (bvsub a!7 (ite passive_open a!10 a!10))
                       connect_tcp_probe_threshold)))
      (a!36 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult a!23 a!35)))
      (a!47 (ite (= connect_route_mtu connect_route_mtu)
                 a!44
                 (ite (= a!1 #x00000000) a!26 a!43)))
      (a!56 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult a!55 a!35)))
      (a!65 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!44
                 a!34))
      (a!66 (ite (bvslt connect_tcp_base_mss (bvlshr a!44 #x00000001))
                 connect_tcp_base_mss
                 (bvlshr a!44 #x00000001))))
(let ((a!37 (ite (and (or (bvult a!23 a!34) a!36) (not cwnd_full_1))
                 #x00000000
                 #x00000000))
      (a!48 (ite (bvule (ite (= HZ #x000003e8)
                             (bvmul connect_tcp_probe_interval #x000003e8)
                             a!45)
                        (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                               (ite passive_open a!46 a!46)))
                 (ite (= connect_route_mtu connect_route_mtu)
                      a!47
                      (ite (= a!1 #x00000000) a!26 a!43))
                 a!47))
      (a!57 (ite (and (or (bvult a!55 a!47) a!56) (not false))
                 (ite (= a!49 a!49) a!55 (ite (= a!1 #x00000000) a!52 a!54))
                 a!55))
      (a!67 (ite (bvslt a!66 (bvsub #x00000044 (bvadd #x00000014 tcp_options)))
                 (bvsub #x00000044 (bvadd #x00000014 tcp_options))
                 a!66))
      (a!78 (ite (and (or (bvult a!23 a!34) a!36) (not cwnd_full_1))
                 (ite (= a!15 a!15) a!23 (ite (= a!1 #x00000000) a!18 a!22))
                 a!23)))
(let ((a!38 (ite (= event_1 #x00000006)
                 (ite false
                      #x00000000
                      (ite (bvult a!15 connect_route_mtu) a!37 #x00000000))
                 (ite (= event_1 #x00000007) #x00000000 #x00000000)))
      (a!58 (ite ipv6
                 a!47
                 (ite false a!47 (ite (bvult a!49 connect_route_mtu) a!57 a!47))))
      (a!68 (bvadd a!67
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!79 (ite (= event_1 #x00000006)
                 (ite false a!34 (ite (bvult a!15 connect_route_mtu) a!78 a!34))
                 a!34)))
(let ((a!39 (ite (= event_1 #x00000003)
                 #x00000000
                 (ite (= event_1 #x00000004)
                      #x00000000
                      (ite (= event_1 #x00000005) #x00000000 a!38))))
      (a!59 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!13))
                 a!58
                 a!47))
      (a!69 (bvslt mss_clamp
                   (bvsub a!68
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!74 (bvsub (ite (= connect_tcp_mtu_probing #x00000000)
                        (ite passive_open a!10 a!10)
                        (ite (= a!1 #x00000000)
                             (ite passive_open a!10 a!10)
                             a!68))
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!80 (ite (= event_1 #x00000004)
                 a!44
                 (ite (= event_1 #x00000005)
                      (ite (= a!1 #x00000000) a!26 a!43)
                      a!79))))
(let ((a!40 (ite (= event_1 #x00000000)
                 (ite a!3 #x00000000 (ite a!12 #x00000000 a!14))
                 (ite (= event_1 #x00000001)
                      #x00000000
                      (ite (= event_1 #x00000002) #x00000000 a!39))))
      (a!70 (ite a!69
                 mss_clamp
                 (bvsub a!68
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!75 (ite (bvslt (ite (bvslt mss_clamp a!74) mss_clamp a!74) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!74) mss_clamp a!74))))
(let ((a!41 (or (not (bvslt #x00000000 a!40))
                (and (bvsle (ite ipv6 #x00000500 #x00000044) a!40)
                     (bvsle a!40 #x0000ffff))))
      (a!71 (bvsub (ite (bvslt a!70 #x00000030) #x00000030 a!70)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!76 (bvslt a!26
                   (bvsub a!75
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!72 (ite (= a!1 #x00000000)
                 (ite (= #x00000001 #x00000000) a!26 a!43)
                 (ite (= a!1 #x00000000) a!26 (ite (bvslt a!26 a!71) a!26 a!71))))
      (a!77 (ite a!76
                 a!26
                 (bvsub a!75 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!81 (ite (= event_1 #x00000003)
                 (ite (= connect_route_mtu connect_route_mtu)
                      (ite (= connect_tcp_mtu_probing #x00000000) a!34 a!72)
                      (ite a!73 a!26 a!77))
                 a!80)))
(let ((a!82 (ite (= event_1 #x00000000)
                 (ite a!3 a!44 (ite a!12 a!48 a!59))
                 (ite (= event_1 #x00000001)
                      a!64
                      (ite (= event_1 #x00000002) a!65 a!81)))))
(let ((a!83 (bvadd ((_ sign_extend 32) a!82)
                   ((_ sign_extend 32)
                     (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (not (and a!41 (not (bvslt a!83 #x0000000000000030))))))))))))))))))))))
(check-sat)
