; every-step-v1
; expected: unsat
; claim: unsat: every event from a state of the invariant keeps it (IP minimum (68, IPv6 1280) <= dst_mtu <= 65535; IP minimum (68, IPv6 1280) <= icsk_pmtu_cookie <= 65535; mss_cache <= 65535; the route's lock is 0 or 1; mss_cache + tcp_header_len - 20 >= 48)
(set-logic QF_BV)
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
(declare-fun connect_tcp_probe_interval () (_ BitVec 32))
(declare-fun connect_tcp_probe_threshold () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun HZ () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun sysctl () (_ BitVec 32))
(declare-fun event () (_ BitVec 32))
(declare-fun mtu () (_ BitVec 32))
(declare-fun mss_cache () (_ BitVec 32))
(declare-fun route_locked () (_ BitVec 32))
(declare-fun pmtu_cookie () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun search_low () (_ BitVec 32))
(declare-fun enabled () (_ BitVec 32))
(declare-fun cwnd_full () Bool)
(declare-fun probe_size () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_mtu_probing () (_ BitVec 32))
(declare-fun search_high () (_ BitVec 32))
(declare-fun snd_cwnd () (_ BitVec 32))
(declare-fun cwnd () (_ BitVec 32))
(declare-fun cwnd_set () Bool)
(assert (and (bvule tcp_options #x00000028)
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
     (= connect_tcp_mtu_probe_floor #x00000030)))
(assert (let ((a!1 (or (not (= event #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu)
                    (bvule mtu #x0000ffff))))
      (a!2 (or (not (and (= event #x00000006) (not ipv6)))
               (bvule mtu #x0000ffff))))
  (and (bvule event #x00000008)
       a!1
       a!2
       (or (not (= event #x00000008))
           false
           (= sysctl #x00000000)
           (= sysctl #x00000001)))))
(assert (let ((a!1 (or (not (bvslt #x00000000 #x00000000))
               (and (bvsle (ite ipv6 #x00000500 #x00000044) #x00000000)
                    (bvsle #x00000000 #x0000ffff))))
      (a!2 (bvadd ((_ sign_extend 32) mss_cache)
                  ((_ sign_extend 32)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (and true
       (bvule (ite ipv6 #x00000500 #x00000044) route_mtu)
       (bvule route_mtu #x0000ffff)
       (bvule (ite ipv6 #x00000500 #x00000044) pmtu_cookie)
       (bvule pmtu_cookie #x0000ffff)
       (bvule mss_cache #x0000ffff)
       (bvule route_locked #x00000001)
       a!1
       (not (bvslt a!2 #x0000000000000030)))))
(assert (let ((a!1 (not (not (bvult (ite cwnd_set cwnd snd_cwnd) #x0000000b))))
      (a!2 (ite (= route_mtu pmtu_cookie)
                search_high
                (ite (bvult route_mtu search_high) route_mtu search_high)))
      (a!8 (ite ipv6
                (ite (bvult route_mtu route_mtu)
                     (ite (bvult route_mtu #x00000500) #x00000500 route_mtu)
                     route_mtu)
                (ite (not (bvult route_mtu route_mtu))
                     (ite (bvult route_mtu #x00000228) #x00000228 route_mtu)
                     route_mtu)))
      (a!11 (ite ipv6
                 (ite (bvult mtu route_mtu)
                      (ite (bvult mtu #x00000500) #x00000500 mtu)
                      route_mtu)
                 (ite (not (bvult route_mtu mtu))
                      (ite (bvult mtu #x00000228) #x00000228 mtu)
                      route_mtu)))
      (a!15 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 route_mtu))
      (a!23 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!26 (bvslt mss_clamp
                   (bvsub search_low
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!35 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!42 (bvslt mss_clamp
                   (bvsub pmtu_cookie
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!45 (bvsub (ite (= search_low probe_size) search_high probe_size)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!55 (= (ite (= tcp_mtu_probing #x00000000)
                    enabled
                    (ite (= enabled #x00000000) #x00000001 enabled))
               #x00000000))
      (a!74 (ite (= event #x00000005)
                 route_locked
                 (ite (= event #x00000006)
                      (ite false
                           route_locked
                           (ite ipv6 route_locked route_locked))
                      (ite (= event #x00000007) #x00000000 route_locked))))
      (a!77 (or (not (bvslt #x00000000 #x00000000))
                (and (bvsle (ite ipv6 #x00000500 #x00000044) #x00000000)
                     (bvsle #x00000000 #x0000ffff)))))
(let ((a!3 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                a!2
                (ite (bvult route_mtu a!2) route_mtu a!2)))
      (a!12 (ite (= event #x00000005)
                 route_mtu
                 (ite (= event #x00000006)
                      (ite false route_mtu a!11)
                      (ite (= event #x00000007) mtu route_mtu))))
      (a!16 (ite ipv6 a!15 (ite false a!15 (ite (bvult a!8 a!15) a!8 a!15))))
      (a!19 (ite (= event #x00000006)
                 (ite false
                      pmtu_cookie
                      (ite (bvult a!11 pmtu_cookie) a!11 pmtu_cookie))
                 pmtu_cookie))
      (a!24 (ite a!23
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!27 (ite a!26
                 mss_clamp
                 (bvsub search_low
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!31 (bvslt mss_clamp
                   (bvsub a!8
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!43 (ite a!42
                 mss_clamp
                 (bvsub pmtu_cookie
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!46 (ite (bvslt (ite (bvslt mss_clamp a!45) mss_clamp a!45) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!45) mss_clamp a!45)))
      (a!60 (bvslt mss_clamp
                   (bvsub a!11
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!75 (ite (= event #x00000002)
                 route_locked
                 (ite (= event #x00000003)
                      route_locked
                      (ite (= event #x00000004) route_locked a!74)))))
(let ((a!4 (bvslt mss_clamp
                  (bvsub a!3
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (bvult route_mtu
                  (bvadd (bvashr (bvadd a!3 search_low) #x00000001)
                         (bvadd (bvadd #x00000014 tcp_options)
                                (ite ipv6 #x00000028 #x00000014)))))
      (a!13 (ite (= event #x00000002)
                 route_mtu
                 (ite (= event #x00000003)
                      route_mtu
                      (ite (= event #x00000004) route_mtu a!12))))
      (a!20 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 (ite (= event #x00000004)
                      (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                      (ite (= event #x00000005) pmtu_cookie a!19))))
      (a!25 (bvsub (ite (bvslt a!24 #x00000030) #x00000030 a!24)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!28 (bvsub (ite (bvslt a!27 #x00000030) #x00000030 a!27)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!32 (ite a!31
                 mss_clamp
                 (bvsub a!8 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!44 (bvsub (ite (bvslt a!43 #x00000030) #x00000030 a!43)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!61 (ite a!60
                 mss_clamp
                 (bvsub a!11
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!5 (ite a!4
                mss_clamp
                (bvsub a!3 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!9 (ite (and (or ipv6 (= route_locked #x00000000)) a!7)
                (ite ipv6 route_mtu (ite false route_mtu a!8))
                route_mtu))
      (a!17 (ite (and (or ipv6 (= route_locked #x00000000)) a!7) a!16 a!15))
      (a!21 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000))
                      (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                      pmtu_cookie)
                 a!20))
      (a!29 (ite (= enabled #x00000000) a!25 (ite (bvslt a!25 a!28) a!25 a!28)))
      (a!33 (bvsub (ite (bvslt a!32 #x00000030) #x00000030 a!32)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!47 (bvslt a!44
                   (bvsub a!46
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!49 (ite (bvslt (ite (bvslt tcp_base_mss a!28) tcp_base_mss a!28)
                        (bvsub #x00000044 (bvadd #x00000014 tcp_options)))
                 (bvsub #x00000044 (bvadd #x00000014 tcp_options))
                 (ite (bvslt tcp_base_mss a!28) tcp_base_mss a!28)))
      (a!62 (bvsub (ite (bvslt a!61 #x00000030) #x00000030 a!61)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!72 (ite (and (or ipv6 (= route_locked #x00000000)) a!7)
                 (ite ipv6
                      route_locked
                      (ite false
                           route_locked
                           (ite ipv6 route_locked route_locked)))
                 route_locked)))
(let ((a!6 (bvslt (bvsub (ite (bvslt a!5 #x00000030) #x00000030 a!5)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvashr (bvadd a!3 search_low) #x00000001)))
      (a!30 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) mss_cache a!29)
                 a!29))
      (a!34 (ite (= enabled #x00000000) a!33 (ite (bvslt a!33 a!28) a!33 a!28)))
      (a!48 (ite a!47
                 a!44
                 (bvsub a!46 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!50 (bvadd a!49
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!63 (ite (= enabled #x00000000) a!62 (ite (bvslt a!62 a!28) a!62 a!28))))
(let ((a!10 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 route_mtu
                 (ite a!6 route_mtu a!9)))
      (a!18 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 (ite a!6 a!15 a!17)))
      (a!36 (and (not (= probe_size #x00000000))
                 (bvult (ite (= a!8 a!8) a!34 a!34) a!35)))
      (a!51 (bvslt mss_clamp
                   (bvsub a!50
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!56 (bvsub (ite (= tcp_mtu_probing #x00000000)
                        search_low
                        (ite (= enabled #x00000000) search_low a!50))
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!64 (and (not (= probe_size #x00000000))
                 (bvult (ite (= a!11 a!11) a!63 a!63) a!35)))
      (a!73 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 route_locked
                 (ite a!6 route_locked a!72))))
(let ((a!14 (ite (= event #x00000000)
                 a!10
                 (ite (= event #x00000001) route_mtu a!13)))
      (a!22 (ite (= event #x00000000)
                 a!18
                 (ite (= event #x00000001) pmtu_cookie a!21)))
      (a!37 (or (bvult (ite (= a!8 a!8) a!34 a!34) a!30) a!36))
      (a!52 (ite a!51
                 mss_clamp
                 (bvsub a!50
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!57 (ite (bvslt (ite (bvslt mss_clamp a!56) mss_clamp a!56) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!56) mss_clamp a!56)))
      (a!65 (or (bvult (ite (= a!11 a!11) a!63 a!63) mss_cache) a!64))
      (a!76 (bvule (ite (= event #x00000000)
                        a!73
                        (ite (= event #x00000001) route_locked a!75))
                   #x00000001)))
(let ((a!38 (ite (and a!37 (not false))
                 (ite (= a!8 a!8) (ite (= a!8 a!8) a!34 a!34) a!34)
                 (ite (= a!8 a!8) a!34 a!34)))
      (a!53 (bvsub (ite (bvslt a!52 #x00000030) #x00000030 a!52)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!58 (bvslt a!25
                   (bvsub a!57
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!66 (ite (and a!65 (not cwnd_full))
                 (ite (= a!11 a!11) (ite (= a!11 a!11) a!63 a!63) a!63)
                 (ite (= a!11 a!11) a!63 a!63))))
(let ((a!39 (ite ipv6 a!30 (ite false a!30 (ite (bvult a!8 a!15) a!38 a!30))))
      (a!54 (ite (= enabled #x00000000)
                 (ite (= #x00000001 #x00000000)
                      a!44
                      (ite (bvslt a!44 a!28) a!44 a!28))
                 (ite (= enabled #x00000000)
                      a!44
                      (ite (bvslt a!44 a!53) a!44 a!53))))
      (a!59 (ite a!58
                 a!25
                 (bvsub a!57 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!67 (ite (= event #x00000006)
                 (ite false
                      mss_cache
                      (ite (bvult a!11 pmtu_cookie) a!66 mss_cache))
                 mss_cache)))
(let ((a!40 (ite (and (or ipv6 (= route_locked #x00000000)) a!7) a!39 a!30))
      (a!68 (ite (= event #x00000005)
                 (ite (= enabled #x00000000)
                      a!44
                      (ite (bvslt a!44 a!28) a!44 a!28))
                 a!67)))
(let ((a!41 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 (ite (= route_mtu pmtu_cookie) mss_cache a!29)
                 (ite a!6 a!30 a!40)))
      (a!69 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie)
                      (ite (= tcp_mtu_probing #x00000000) mss_cache a!54)
                      (ite a!55 a!25 a!59))
                 (ite (= event #x00000004)
                      (ite (= route_mtu pmtu_cookie) mss_cache a!29)
                      a!68))))
(let ((a!70 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000))
                      (ite (= route_mtu pmtu_cookie) mss_cache a!29)
                      mss_cache)
                 a!69)))
(let ((a!71 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000))
                      (ite (= enabled #x00000000) a!44 a!48)
                      mss_cache)
                 a!70)))
(let ((a!78 (bvadd ((_ sign_extend 32) (ite (= event #x00000000) a!41 a!71))
                   ((_ sign_extend 32)
                     (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!79 (and true
                 (bvule (ite ipv6 #x00000500 #x00000044) a!14)
                 (bvule a!14 #x0000ffff)
                 (bvule (ite ipv6 #x00000500 #x00000044) a!22)
                 (bvule a!22 #x0000ffff)
                 (bvule (ite (= event #x00000000) a!41 a!71) #x0000ffff)
                 a!76
                 a!77
                 (not (bvslt a!78 #x0000000000000030)))))
  (not a!79)))))))))))))))))
(check-sat)
