; every-step-pre
; expected: unsat
; claim: unsat: every event from a state of the invariant keeps it (IP minimum (68, IPv6 1280) <= dst_mtu <= 65535; IP minimum (68, IPv6 1280) <= icsk_pmtu_cookie <= 65535; 0 <= search_high; icsk_mtup.probe_size == 0 or 1 <= icsk_mtup.probe_size <= 65535 + 120; mss_cache <= 65535; icsk_mtup.enabled is 0 or 1; the route's lock is 0 or 1; mss_cache + tcp_header_len - 20 >= 48)
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
(declare-fun enabled () (_ BitVec 32))
(declare-fun probe_size () (_ BitVec 32))
(declare-fun search_high () (_ BitVec 32))
(declare-fun pmtu_cookie () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun search_low () (_ BitVec 32))
(declare-fun cwnd_full () Bool)
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_mtu_probing () (_ BitVec 32))
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
       (bvsle #x00000000 search_high)
       (or (= probe_size #x00000000)
           (and (bvsle #x00000001 probe_size) (bvsle probe_size #x00010077)))
       (bvule mss_cache #x0000ffff)
       (or (= enabled #x00000000) (= enabled #x00000001))
       (bvule route_locked #x00000001)
       a!1
       (not (bvslt a!2 #x0000000000000030)))))
(assert (let ((a!1 (not (not (bvult (ite cwnd_set cwnd snd_cwnd) #x0000000b))))
      (a!2 (ite (= route_mtu pmtu_cookie)
                search_high
                (ite (bvult route_mtu search_high) route_mtu search_high)))
      (a!6 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!9 (bvslt mss_clamp
                  (bvsub search_low
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!16 (ite ipv6
                 (ite (bvult route_mtu route_mtu)
                      (ite (bvult route_mtu #x00000500) #x00000500 route_mtu)
                      route_mtu)
                 (ite (not (bvult route_mtu route_mtu))
                      (ite (bvult route_mtu #x00000228) #x00000228 route_mtu)
                      route_mtu)))
      (a!19 (ite ipv6
                 (ite (bvult mtu route_mtu)
                      (ite (bvult mtu #x00000500) #x00000500 mtu)
                      route_mtu)
                 (ite (not (bvult route_mtu mtu))
                      (ite (bvult mtu #x00000228) #x00000228 mtu)
                      route_mtu)))
      (a!23 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 route_mtu))
      (a!35 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!44 (ite (= route_mtu pmtu_cookie)
                 (bvsub probe_size #x00000001)
                 (ite (bvult route_mtu (bvsub probe_size #x00000001))
                      route_mtu
                      (bvsub probe_size #x00000001))))
      (a!45 (ite (= tcp_mtu_probing #x00000000)
                 search_high
                 (ite (= enabled #x00000000)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high))))
      (a!73 (bvslt mss_clamp
                   (bvsub pmtu_cookie
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!76 (bvslt mss_clamp
                   (bvsub probe_size
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!87 (ite (= tcp_mtu_probing #x00000000)
                 enabled
                 (ite (= enabled #x00000000) #x00000001 enabled)))
      (a!102 (ite (= event #x00000005)
                  route_locked
                  (ite (= event #x00000006)
                       (ite false
                            route_locked
                            (ite ipv6 route_locked route_locked))
                       (ite (= event #x00000007) #x00000000 route_locked))))
      (a!105 (or (not (bvslt #x00000000 #x00000000))
                 (and (bvsle (ite ipv6 #x00000500 #x00000044) #x00000000)
                      (bvsle #x00000000 #x0000ffff)))))
(let ((a!3 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                a!2
                (ite (bvult route_mtu a!2) route_mtu a!2)))
      (a!7 (ite a!6
                mss_clamp
                (bvsub route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!10 (ite a!9
                 mss_clamp
                 (bvsub search_low
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!20 (ite (= event #x00000005)
                 route_mtu
                 (ite (= event #x00000006)
                      (ite false route_mtu a!19)
                      (ite (= event #x00000007) mtu route_mtu))))
      (a!24 (ite ipv6 a!23 (ite false a!23 (ite (bvult a!16 a!23) a!16 a!23))))
      (a!27 (ite (= event #x00000006)
                 (ite false
                      pmtu_cookie
                      (ite (bvult a!19 pmtu_cookie) a!19 pmtu_cookie))
                 pmtu_cookie))
      (a!31 (bvslt mss_clamp
                   (bvsub a!16
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!46 (bvslt mss_clamp
                   (bvsub a!19
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!52 (ite (bvult a!19 (ite (bvult a!19 search_high) a!19 search_high))
                 a!19
                 (ite (bvult a!19 search_high) a!19 search_high)))
      (a!74 (ite a!73
                 mss_clamp
                 (bvsub pmtu_cookie
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!77 (ite a!76
                 mss_clamp
                 (bvsub probe_size
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!98 (ite (= event #x00000001)
                 enabled
                 (ite (= event #x00000002)
                      enabled
                      (ite (= event #x00000003) a!87 enabled))))
      (a!103 (ite (= event #x00000002)
                  route_locked
                  (ite (= event #x00000003)
                       route_locked
                       (ite (= event #x00000004) route_locked a!102)))))
(let ((a!4 (bvslt mss_clamp
                  (bvsub a!3
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!8 (bvsub (ite (bvslt a!7 #x00000030) #x00000030 a!7)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!11 (bvsub (ite (bvslt a!10 #x00000030) #x00000030 a!10)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!21 (ite (= event #x00000002)
                 route_mtu
                 (ite (= event #x00000003)
                      route_mtu
                      (ite (= event #x00000004) route_mtu a!20))))
      (a!28 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 (ite (= event #x00000004)
                      (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                      (ite (= event #x00000005) pmtu_cookie a!27))))
      (a!32 (ite a!31
                 mss_clamp
                 (bvsub a!16
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!38 (ite (bvult a!16 (ite (bvult a!16 a!3) a!16 a!3))
                 a!16
                 (ite (bvult a!16 a!3) a!16 a!3)))
      (a!47 (ite a!46
                 mss_clamp
                 (bvsub a!19
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!53 (ite (= a!19 a!19)
                 (ite (bvult a!19 search_high) a!19 search_high)
                 a!52))
      (a!75 (bvsub (ite (bvslt a!74 #x00000030) #x00000030 a!74)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!78 (bvsub (ite (bvslt a!77 #x00000030) #x00000030 a!77)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!99 (or (= (ite (= event #x00000000) enabled a!98) #x00000000)
                (= (ite (= event #x00000000) enabled a!98) #x00000001))))
(let ((a!5 (ite a!4
                mss_clamp
                (bvsub a!3 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!12 (ite (= enabled #x00000000) a!8 (ite (bvslt a!8 a!11) a!8 a!11)))
      (a!29 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000))
                      (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                      pmtu_cookie)
                 a!28))
      (a!33 (bvsub (ite (bvslt a!32 #x00000030) #x00000030 a!32)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!39 (ite (= a!16 a!16) (ite (bvult a!16 a!3) a!16 a!3) a!38))
      (a!48 (bvsub (ite (bvslt a!47 #x00000030) #x00000030 a!47)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!79 (ite (not (= probe_size #x00000000))
                 (ite (= enabled #x00000000)
                      a!75
                      (ite (bvslt a!75 a!78) a!75 a!78))
                 mss_cache))
      (a!80 (ite (bvslt tcp_base_mss (bvashr a!11 #x00000001))
                 tcp_base_mss
                 (bvashr a!11 #x00000001))))
(let ((a!13 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) mss_cache a!12)
                 a!12))
      (a!34 (ite (= enabled #x00000000) a!33 (ite (bvslt a!33 a!11) a!33 a!11)))
      (a!49 (ite (= enabled #x00000000) a!48 (ite (bvslt a!48 a!11) a!48 a!11)))
      (a!81 (ite (bvslt a!80 (bvsub #x00000044 (bvadd #x00000014 tcp_options)))
                 (bvsub #x00000044 (bvadd #x00000014 tcp_options))
                 a!80)))
(let ((a!14 (bvslt (bvsub (ite (bvslt a!5 #x00000030) #x00000030 a!5)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvmul #x00000002 a!13)))
      (a!15 (bvadd (bvmul #x00000002 a!13)
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!36 (and (not (= probe_size #x00000000))
                 (bvult (ite (= a!16 a!16) a!34 a!34) a!35)))
      (a!50 (and (not (= probe_size #x00000000))
                 (bvult (ite (= a!19 a!19) a!49 a!49) a!35)))
      (a!82 (bvadd a!81
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!17 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!15))
                 (ite ipv6 route_mtu (ite false route_mtu a!16))
                 route_mtu))
      (a!25 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!15))
                 a!24
                 a!23))
      (a!37 (or (bvult (ite (= a!16 a!16) a!34 a!34) a!13) a!36))
      (a!51 (or (bvult (ite (= a!19 a!19) a!49 a!49) mss_cache) a!50))
      (a!83 (bvslt mss_clamp
                   (bvsub a!82
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!88 (bvsub (ite (= tcp_mtu_probing #x00000000)
                        search_low
                        (ite (= enabled #x00000000) search_low a!82))
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!100 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!15))
                  (ite ipv6
                       route_locked
                       (ite false
                            route_locked
                            (ite ipv6 route_locked route_locked)))
                  route_locked)))
(let ((a!18 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 route_mtu
                 (ite a!14 route_mtu a!17)))
      (a!26 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 (ite a!14 a!23 a!25)))
      (a!40 (ite (and a!37 (not false))
                 (ite (= a!16 a!16) a!39 (ite (bvult a!16 a!39) a!16 a!39))
                 a!39))
      (a!54 (ite (and a!51 (not cwnd_full))
                 (ite (= a!19 a!19) a!53 (ite (bvult a!19 a!53) a!19 a!53))
                 a!53))
      (a!60 (ite (bvult a!16 a!23)
                 (ite (and a!37 (not false)) #x00000000 probe_size)
                 probe_size))
      (a!63 (ite (bvult a!19 pmtu_cookie)
                 (ite (and a!51 (not cwnd_full)) #x00000000 probe_size)
                 probe_size))
      (a!69 (ite (and a!37 (not false))
                 (ite (= a!16 a!16) (ite (= a!16 a!16) a!34 a!34) a!34)
                 (ite (= a!16 a!16) a!34 a!34)))
      (a!84 (ite a!83
                 mss_clamp
                 (bvsub a!82
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!89 (ite (bvslt (ite (bvslt mss_clamp a!88) mss_clamp a!88) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!88) mss_clamp a!88)))
      (a!92 (ite (and a!51 (not cwnd_full))
                 (ite (= a!19 a!19) (ite (= a!19 a!19) a!49 a!49) a!49)
                 (ite (= a!19 a!19) a!49 a!49)))
      (a!101 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  route_locked
                  (ite a!14 route_locked a!100))))
(let ((a!22 (ite (= event #x00000000)
                 a!18
                 (ite (= event #x00000001) route_mtu a!21)))
      (a!30 (ite (= event #x00000000)
                 a!26
                 (ite (= event #x00000001) pmtu_cookie a!29)))
      (a!41 (ite ipv6 a!3 (ite false a!3 (ite (bvult a!16 a!23) a!40 a!3))))
      (a!55 (ite (= event #x00000006)
                 (ite false
                      search_high
                      (ite (bvult a!19 pmtu_cookie) a!54 search_high))
                 search_high))
      (a!61 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!15))
                 (ite ipv6 probe_size (ite false probe_size a!60))
                 a!15))
      (a!64 (ite (= event #x00000004)
                 #x00000000
                 (ite (= event #x00000005)
                      probe_size
                      (ite (= event #x00000006)
                           (ite false probe_size a!63)
                           probe_size))))
      (a!70 (ite ipv6 a!13 (ite false a!13 (ite (bvult a!16 a!23) a!69 a!13))))
      (a!85 (bvsub (ite (bvslt a!84 #x00000030) #x00000030 a!84)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!90 (bvslt a!8
                   (bvsub a!89
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!93 (ite (= event #x00000006)
                 (ite false
                      mss_cache
                      (ite (bvult a!19 pmtu_cookie) a!92 mss_cache))
                 mss_cache))
      (a!104 (bvule (ite (= event #x00000000)
                         a!101
                         (ite (= event #x00000001) route_locked a!103))
                    #x00000001)))
(let ((a!42 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!15))
                 a!41
                 a!3))
      (a!56 (ite (= event #x00000004)
                 a!2
                 (ite (= event #x00000005)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      a!55)))
      (a!62 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 probe_size
                 (ite a!14 probe_size a!61)))
      (a!65 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000)) #x00000000 probe_size)
                 (ite (= event #x00000003) #x00000000 a!64)))
      (a!71 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!15))
                 a!70
                 a!13))
      (a!86 (ite (= enabled #x00000000)
                 (ite (= #x00000001 #x00000000)
                      a!75
                      (ite (bvslt a!75 a!11) a!75 a!11))
                 (ite (= enabled #x00000000)
                      a!75
                      (ite (bvslt a!75 a!85) a!75 a!85))))
      (a!91 (ite a!90
                 a!8
                 (bvsub a!89 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!94 (ite (= event #x00000005)
                 (ite (= enabled #x00000000)
                      a!75
                      (ite (bvslt a!75 a!11) a!75 a!11))
                 a!93)))
(let ((a!43 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 a!2
                 (ite a!14 a!3 a!42)))
      (a!57 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie)
                      a!45
                      (ite (bvult route_mtu a!45) route_mtu a!45))
                 a!56))
      (a!66 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000)) #x00000000 probe_size)
                 a!65))
      (a!72 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 (ite (= route_mtu pmtu_cookie) mss_cache a!12)
                 (ite a!14 a!13 a!71)))
      (a!95 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie)
                      (ite (= tcp_mtu_probing #x00000000) mss_cache a!86)
                      (ite (= a!87 #x00000000) a!8 a!91))
                 (ite (= event #x00000004)
                      (ite (= route_mtu pmtu_cookie) mss_cache a!12)
                      a!94))))
(let ((a!58 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000)) a!44 search_high)
                 a!57))
      (a!67 (and (bvsle #x00000001 (ite (= event #x00000000) a!62 a!66))
                 (bvsle (ite (= event #x00000000) a!62 a!66) #x00010077)))
      (a!96 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000))
                      (ite (= route_mtu pmtu_cookie) mss_cache a!12)
                      mss_cache)
                 a!95)))
(let ((a!59 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000))
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      search_high)
                 a!58))
      (a!68 (or (= (ite (= event #x00000000) a!62 a!66) #x00000000) a!67))
      (a!97 (ite (= event #x00000000) a!72 (ite (= event #x00000001) a!79 a!96))))
(let ((a!106 (bvadd ((_ sign_extend 32) a!97)
                    ((_ sign_extend 32)
                      (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!107 (and true
                  (bvule (ite ipv6 #x00000500 #x00000044) a!22)
                  (bvule a!22 #x0000ffff)
                  (bvule (ite ipv6 #x00000500 #x00000044) a!30)
                  (bvule a!30 #x0000ffff)
                  (bvsle #x00000000 (ite (= event #x00000000) a!43 a!59))
                  a!68
                  (bvule a!97 #x0000ffff)
                  a!99
                  a!104
                  a!105
                  (not (bvslt a!106 #x0000000000000030)))))
  (not a!107)))))))))))))))))
(check-sat)
