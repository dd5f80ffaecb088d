; every-step-mainline
; expected: unsat
; claim: unsat: every event from a state of the invariant keeps it (IP minimum (68, IPv6 1280) <= dst_mtu <= 65535; IP minimum (68, IPv6 1280) <= icsk_pmtu_cookie <= 65535; 0 <= search_high; icsk_mtup.probe_size == 0 or 1 <= icsk_mtup.probe_size <= 65535 + 120; mss_cache <= 65535; icsk_mtup.enabled is 0 or 1; the route's lock is 0 or 1; mss_cache + tcp_header_len - 20 >= 48)
(set-logic QF_BV)
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
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
(declare-fun probe_timestamp () (_ BitVec 32))
(declare-fun now () (_ BitVec 32))
(declare-fun at () (_ BitVec 32))
(declare-fun timed () Bool)
(declare-fun tcp_probe_interval () (_ BitVec 32))
(declare-fun tcp_probe_threshold () (_ BitVec 32))
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
     true
     true
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
           (= sysctl #x00000001)
           (= sysctl #x00000002)
           (= sysctl #x00000003)))))
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
      (a!10 (ite ipv6
                 (ite (bvult route_mtu route_mtu)
                      (ite (bvult route_mtu #x00000500) #x00000500 route_mtu)
                      route_mtu)
                 (ite (not (bvult route_mtu route_mtu))
                      (ite (bvult route_mtu #x00000228) #x00000228 route_mtu)
                      route_mtu)))
      (a!14 (ite ipv6
                 (ite (bvult mtu route_mtu)
                      (ite (bvult mtu #x00000500) #x00000500 mtu)
                      route_mtu)
                 (ite (not (bvult route_mtu mtu))
                      (ite (bvult mtu #x00000228) #x00000228 mtu)
                      route_mtu)))
      (a!18 (ite (= HZ #x0000012c)
                 (bvmul tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul tcp_probe_interval #x00000064)
                           (bvmul tcp_probe_interval #x00000064)))))
      (a!20 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 route_mtu))
      (a!32 (bvslt mss_clamp
                   (bvsub search_low
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!36 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!41 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!51 (ite (= route_mtu pmtu_cookie)
                 (bvsub probe_size #x00000001)
                 (ite (bvult route_mtu (bvsub probe_size #x00000001))
                      route_mtu
                      (bvsub probe_size #x00000001))))
      (a!52 (ite (= tcp_mtu_probing #x00000000)
                 search_high
                 (ite (= enabled #x00000000)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high))))
      (a!82 (bvslt mss_clamp
                   (bvsub pmtu_cookie
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!85 (bvslt mss_clamp
                   (bvsub probe_size
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!96 (ite (= tcp_mtu_probing #x00000000)
                 enabled
                 (ite (= enabled #x00000000) #x00000001 enabled)))
      (a!112 (ite (= event #x00000005)
                  route_locked
                  (ite (= event #x00000006)
                       (ite false
                            route_locked
                            (ite ipv6 route_locked route_locked))
                       (ite (= event #x00000007) #x00000000 route_locked))))
      (a!115 (or (not (bvslt #x00000000 #x00000000))
                 (and (bvsle (ite ipv6 #x00000500 #x00000044) #x00000000)
                      (bvsle #x00000000 #x0000ffff)))))
(let ((a!3 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                a!2
                (ite (bvult route_mtu a!2) route_mtu a!2)))
      (a!15 (ite (= event #x00000005)
                 route_mtu
                 (ite (= event #x00000006)
                      (ite false route_mtu a!14)
                      (ite (= event #x00000007) mtu route_mtu))))
      (a!19 (bvule (ite (= HZ #x000003e8)
                        (bvmul tcp_probe_interval #x000003e8)
                        a!18)
                   (bvsub (ite timed at now) probe_timestamp)))
      (a!21 (ite ipv6 a!20 (ite false a!20 (ite (bvult a!10 a!20) a!10 a!20))))
      (a!25 (ite (= event #x00000006)
                 (ite false
                      pmtu_cookie
                      (ite (bvult a!14 pmtu_cookie) a!14 pmtu_cookie))
                 pmtu_cookie))
      (a!29 (bvslt mss_clamp
                   (bvsub a!10
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!33 (ite a!32
                 mss_clamp
                 (bvsub search_low
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!37 (ite a!36
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!53 (bvslt mss_clamp
                   (bvsub a!14
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!59 (ite (bvult a!14 (ite (bvult a!14 search_high) a!14 search_high))
                 a!14
                 (ite (bvult a!14 search_high) a!14 search_high)))
      (a!83 (ite a!82
                 mss_clamp
                 (bvsub pmtu_cookie
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!86 (ite a!85
                 mss_clamp
                 (bvsub probe_size
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!107 (ite (= event #x00000001)
                  enabled
                  (ite (= event #x00000002)
                       enabled
                       (ite (= event #x00000003) a!96 enabled))))
      (a!113 (ite (= event #x00000002)
                  route_locked
                  (ite (= event #x00000003)
                       route_locked
                       (ite (= event #x00000004) route_locked a!112)))))
(let ((a!4 (bvslt mss_clamp
                  (bvsub a!3
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (bvsub (bvashr (bvadd a!3 search_low) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!16 (ite (= event #x00000002)
                 route_mtu
                 (ite (= event #x00000003)
                      route_mtu
                      (ite (= event #x00000004) route_mtu a!15))))
      (a!26 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 (ite (= event #x00000004)
                      (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                      (ite (= event #x00000005) pmtu_cookie a!25))))
      (a!30 (ite a!29
                 mss_clamp
                 (bvsub a!10
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!34 (bvsub (ite (bvslt a!33 #x00000030) #x00000030 a!33)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!38 (bvsub (ite (bvslt a!37 #x00000030) #x00000030 a!37)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!44 (ite (bvult a!10 (ite (bvult a!10 a!3) a!10 a!3))
                 a!10
                 (ite (bvult a!10 a!3) a!10 a!3)))
      (a!54 (ite a!53
                 mss_clamp
                 (bvsub a!14
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!60 (ite (= a!14 a!14)
                 (ite (bvult a!14 search_high) a!14 search_high)
                 a!59))
      (a!84 (bvsub (ite (bvslt a!83 #x00000030) #x00000030 a!83)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!87 (bvsub (ite (bvslt a!86 #x00000030) #x00000030 a!86)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!108 (or (= (ite (= event #x00000000) enabled a!107) #x00000000)
                 (= (ite (= event #x00000000) enabled a!107) #x00000001))))
(let ((a!5 (ite a!4
                mss_clamp
                (bvsub a!3 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (ite (bvslt (ite (bvslt mss_clamp a!6) mss_clamp a!6) #x00000030)
                #x00000030
                (ite (bvslt mss_clamp a!6) mss_clamp a!6)))
      (a!27 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000))
                      (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                      pmtu_cookie)
                 a!26))
      (a!31 (bvsub (ite (bvslt a!30 #x00000030) #x00000030 a!30)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!39 (ite (= enabled #x00000000) a!38 (ite (bvslt a!38 a!34) a!38 a!34)))
      (a!45 (ite (= a!10 a!10) (ite (bvult a!10 a!3) a!10 a!3) a!44))
      (a!55 (bvsub (ite (bvslt a!54 #x00000030) #x00000030 a!54)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!88 (ite (not (= probe_size #x00000000))
                 (ite (= enabled #x00000000)
                      a!84
                      (ite (bvslt a!84 a!87) a!84 a!87))
                 mss_cache))
      (a!89 (ite (bvslt tcp_base_mss (bvashr a!34 #x00000001))
                 tcp_base_mss
                 (bvashr a!34 #x00000001))))
(let ((a!8 (bvslt (bvsub (ite (bvslt a!5 #x00000030) #x00000030 a!5)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!9 (bvadd (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!35 (ite (= enabled #x00000000) a!31 (ite (bvslt a!31 a!34) a!31 a!34)))
      (a!40 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) mss_cache a!39)
                 a!39))
      (a!56 (ite (= enabled #x00000000) a!55 (ite (bvslt a!55 a!34) a!55 a!34)))
      (a!90 (ite (bvslt a!89 (bvsub #x00000044 (bvadd #x00000014 tcp_options)))
                 (bvsub #x00000044 (bvadd #x00000014 tcp_options))
                 a!89)))
(let ((a!11 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!9))
                 (ite ipv6 route_mtu (ite false route_mtu a!10))
                 route_mtu))
      (a!22 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!9))
                 a!21
                 a!20))
      (a!42 (and (not (= probe_size #x00000000))
                 (bvult (ite (= a!10 a!10) a!35 a!35) a!41)))
      (a!57 (and (not (= probe_size #x00000000))
                 (bvult (ite (= a!14 a!14) a!56 a!56) a!41)))
      (a!91 (bvadd a!90
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!109 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!9))
                  (ite ipv6
                       route_locked
                       (ite false
                            route_locked
                            (ite ipv6 route_locked route_locked)))
                  route_locked)))
(let ((a!12 (ite (or a!8 (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                 route_mtu
                 a!11))
      (a!23 (ite (or a!8 (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                 (ite a!19 (ite (= route_mtu a!20) a!20 route_mtu) a!20)
                 a!22))
      (a!43 (or (bvult (ite (= a!10 a!10) a!35 a!35) a!40) a!42))
      (a!58 (or (bvult (ite (= a!14 a!14) a!56 a!56) mss_cache) a!57))
      (a!92 (bvslt mss_clamp
                   (bvsub a!91
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!97 (bvsub (ite (= tcp_mtu_probing #x00000000)
                        search_low
                        (ite (= enabled #x00000000) search_low a!91))
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!110 (ite (or a!8 (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                  route_locked
                  a!109)))
(let ((a!13 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 route_mtu
                 a!12))
      (a!24 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 a!23))
      (a!46 (ite (and a!43 (not false))
                 (ite (= a!10 a!10) a!45 (ite (bvult a!10 a!45) a!10 a!45))
                 a!45))
      (a!61 (ite (and a!58 (not cwnd_full))
                 (ite (= a!14 a!14) a!60 (ite (bvult a!14 a!60) a!14 a!60))
                 a!60))
      (a!67 (ite (bvult a!10 a!20)
                 (ite (and a!43 (not false)) #x00000000 probe_size)
                 probe_size))
      (a!71 (ite (bvult a!14 pmtu_cookie)
                 (ite (and a!58 (not cwnd_full)) #x00000000 probe_size)
                 probe_size))
      (a!77 (ite (and a!43 (not false))
                 (ite (= a!10 a!10) (ite (= a!10 a!10) a!35 a!35) a!35)
                 (ite (= a!10 a!10) a!35 a!35)))
      (a!93 (ite a!92
                 mss_clamp
                 (bvsub a!91
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!98 (ite (bvslt (ite (bvslt mss_clamp a!97) mss_clamp a!97) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!97) mss_clamp a!97)))
      (a!101 (ite (and a!58 (not cwnd_full))
                  (ite (= a!14 a!14) (ite (= a!14 a!14) a!56 a!56) a!56)
                  (ite (= a!14 a!14) a!56 a!56)))
      (a!111 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  route_locked
                  a!110)))
(let ((a!17 (ite (= event #x00000000)
                 a!13
                 (ite (= event #x00000001) route_mtu a!16)))
      (a!28 (ite (= event #x00000000)
                 a!24
                 (ite (= event #x00000001) pmtu_cookie a!27)))
      (a!47 (ite ipv6 a!3 (ite false a!3 (ite (bvult a!10 a!20) a!46 a!3))))
      (a!62 (ite (= event #x00000006)
                 (ite false
                      search_high
                      (ite (bvult a!14 pmtu_cookie) a!61 search_high))
                 search_high))
      (a!68 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!9))
                 (ite ipv6 probe_size (ite false probe_size a!67))
                 a!9))
      (a!72 (ite (= event #x00000004)
                 #x00000000
                 (ite (= event #x00000005)
                      probe_size
                      (ite (= event #x00000006)
                           (ite false probe_size a!71)
                           probe_size))))
      (a!78 (ite ipv6 a!40 (ite false a!40 (ite (bvult a!10 a!20) a!77 a!40))))
      (a!94 (bvsub (ite (bvslt a!93 #x00000030) #x00000030 a!93)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!99 (bvslt a!38
                   (bvsub a!98
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!102 (ite (= event #x00000006)
                  (ite false
                       mss_cache
                       (ite (bvult a!14 pmtu_cookie) a!101 mss_cache))
                  mss_cache))
      (a!114 (bvule (ite (= event #x00000000)
                         a!111
                         (ite (= event #x00000001) route_locked a!113))
                    #x00000001)))
(let ((a!48 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!9))
                 a!47
                 a!3))
      (a!63 (ite (= event #x00000004)
                 a!2
                 (ite (= event #x00000005)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      a!62)))
      (a!69 (ite (or a!8 (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                 (ite a!19 #x00000000 probe_size)
                 a!68))
      (a!73 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000)) #x00000000 probe_size)
                 (ite (= event #x00000003) #x00000000 a!72)))
      (a!79 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!9))
                 a!78
                 a!40))
      (a!95 (ite (= enabled #x00000000)
                 (ite (= #x00000001 #x00000000)
                      a!84
                      (ite (bvslt a!84 a!34) a!84 a!34))
                 (ite (= enabled #x00000000)
                      a!84
                      (ite (bvslt a!84 a!94) a!84 a!94))))
      (a!100 (ite a!99
                  a!38
                  (bvsub a!98 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!103 (ite (= event #x00000005)
                  (ite (= enabled #x00000000)
                       a!84
                       (ite (bvslt a!84 a!34) a!84 a!34))
                  a!102)))
(let ((a!49 (ite (or a!8 (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                 (ite a!19
                      (bvadd mss_clamp
                             #x00000014
                             (ite ipv6 #x00000028 #x00000014))
                      a!3)
                 a!48))
      (a!64 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie)
                      a!52
                      (ite (bvult route_mtu a!52) route_mtu a!52))
                 a!63))
      (a!70 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 probe_size
                 a!69))
      (a!74 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000)) #x00000000 probe_size)
                 a!73))
      (a!80 (ite (or a!8 (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                 (ite a!19 (ite (= route_mtu a!20) a!40 a!39) a!40)
                 a!79))
      (a!104 (ite (= event #x00000003)
                  (ite (= route_mtu pmtu_cookie)
                       (ite (= tcp_mtu_probing #x00000000) mss_cache a!95)
                       (ite (= a!96 #x00000000) a!38 a!100))
                  (ite (= event #x00000004)
                       (ite (= route_mtu pmtu_cookie) mss_cache a!39)
                       a!103))))
(let ((a!50 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 a!2
                 a!49))
      (a!65 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000)) a!51 search_high)
                 a!64))
      (a!75 (and (bvsle #x00000001 (ite (= event #x00000000) a!70 a!74))
                 (bvsle (ite (= event #x00000000) a!70 a!74) #x00010077)))
      (a!81 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 (ite (= route_mtu pmtu_cookie) mss_cache a!39)
                 a!80))
      (a!105 (ite (= event #x00000002)
                  (ite (not (= probe_size #x00000000))
                       (ite (= route_mtu pmtu_cookie) mss_cache a!39)
                       mss_cache)
                  a!104)))
(let ((a!66 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000))
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      search_high)
                 a!65))
      (a!76 (or (= (ite (= event #x00000000) a!70 a!74) #x00000000) a!75))
      (a!106 (ite (= event #x00000000)
                  a!81
                  (ite (= event #x00000001) a!88 a!105))))
(let ((a!116 (bvadd ((_ sign_extend 32) a!106)
                    ((_ sign_extend 32)
                      (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!117 (and true
                  (bvule (ite ipv6 #x00000500 #x00000044) a!17)
                  (bvule a!17 #x0000ffff)
                  (bvule (ite ipv6 #x00000500 #x00000044) a!28)
                  (bvule a!28 #x0000ffff)
                  (bvsle #x00000000 (ite (= event #x00000000) a!50 a!66))
                  a!76
                  (bvule a!106 #x0000ffff)
                  a!108
                  a!114
                  a!115
                  (not (bvslt a!116 #x0000000000000030)))))
  (not a!117)))))))))))))))))
(check-sat)
