; every-step-v3
; expected: unsat
; claim: unsat: every event from a state of the invariant keeps it (IP minimum (68, IPv6 1280) <= dst_mtu <= 65535; IP minimum (68, IPv6 1280) <= icsk_pmtu_cookie <= 65535; mss_cache <= 65535; icsk_mtup.enabled is 0 or 1; the route's lock is 0 or 1; mss_cache + tcp_header_len - 20 >= 48)
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
(declare-fun pmtu_cookie () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun search_low () (_ BitVec 32))
(declare-fun cwnd_full () Bool)
(declare-fun probe_size () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_mtu_probing () (_ BitVec 32))
(declare-fun search_high () (_ BitVec 32))
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
       (bvule mss_cache #x0000ffff)
       (or (= enabled #x00000000) (= enabled #x00000001))
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
      (a!12 (ite ipv6
                 (ite (bvult mtu route_mtu)
                      (ite (bvult mtu #x00000500) #x00000500 mtu)
                      route_mtu)
                 (ite (not (bvult route_mtu mtu))
                      (ite (bvult mtu #x00000228) #x00000228 mtu)
                      route_mtu)))
      (a!16 (ite (= HZ #x0000012c)
                 (bvmul tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul tcp_probe_interval #x00000064)
                           (bvmul tcp_probe_interval #x00000064)))))
      (a!18 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 route_mtu))
      (a!23 (ite (= tcp_mtu_probing #x00000000)
                 pmtu_cookie
                 (ite (= enabled #x00000000)
                      pmtu_cookie
                      (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))))
      (a!28 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!31 (bvslt mss_clamp
                   (bvsub search_low
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!40 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!48 (bvslt mss_clamp
                   (bvsub pmtu_cookie
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!51 (bvslt mss_clamp
                   (bvsub probe_size
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!55 (bvsub (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!68 (ite (= tcp_mtu_probing #x00000000)
                 enabled
                 (ite (= enabled #x00000000) #x00000001 enabled)))
      (a!90 (ite (= event #x00000005)
                 route_locked
                 (ite (= event #x00000006)
                      (ite false
                           route_locked
                           (ite ipv6 route_locked route_locked))
                      (ite (= event #x00000007) #x00000000 route_locked))))
      (a!93 (or (not (bvslt #x00000000 #x00000000))
                (and (bvsle (ite ipv6 #x00000500 #x00000044) #x00000000)
                     (bvsle #x00000000 #x0000ffff)))))
(let ((a!3 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                a!2
                (ite (bvult route_mtu a!2) route_mtu a!2)))
      (a!13 (ite (= event #x00000005)
                 route_mtu
                 (ite (= event #x00000006)
                      (ite false route_mtu a!12)
                      (ite (= event #x00000007) mtu route_mtu))))
      (a!17 (bvule (ite (= HZ #x000003e8)
                        (bvmul tcp_probe_interval #x000003e8)
                        a!16)
                   (bvsub (ite timed at now) probe_timestamp)))
      (a!19 (ite ipv6 a!18 (ite false a!18 (ite (bvult a!8 a!18) a!8 a!18))))
      (a!24 (ite (= event #x00000006)
                 (ite false
                      pmtu_cookie
                      (ite (bvult a!12 pmtu_cookie) a!12 pmtu_cookie))
                 pmtu_cookie))
      (a!29 (ite a!28
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!32 (ite a!31
                 mss_clamp
                 (bvsub search_low
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!36 (bvslt mss_clamp
                   (bvsub a!8
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!49 (ite a!48
                 mss_clamp
                 (bvsub pmtu_cookie
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!52 (ite a!51
                 mss_clamp
                 (bvsub probe_size
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!56 (ite (bvslt (ite (bvslt mss_clamp a!55) mss_clamp a!55) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!55) mss_clamp a!55)))
      (a!73 (bvslt mss_clamp
                   (bvsub a!12
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!85 (ite (= event #x00000001)
                 enabled
                 (ite (= event #x00000002)
                      enabled
                      (ite (= event #x00000003) a!68 enabled))))
      (a!91 (ite (= event #x00000002)
                 route_locked
                 (ite (= event #x00000003)
                      route_locked
                      (ite (= event #x00000004) route_locked a!90)))))
(let ((a!4 (bvslt mss_clamp
                  (bvsub a!3
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (bvult route_mtu
                  (bvadd (bvashr (bvadd a!3 search_low) #x00000001)
                         (bvadd (bvadd #x00000014 tcp_options)
                                (ite ipv6 #x00000028 #x00000014)))))
      (a!14 (ite (= event #x00000002)
                 route_mtu
                 (ite (= event #x00000003)
                      route_mtu
                      (ite (= event #x00000004) route_mtu a!13))))
      (a!25 (ite (= event #x00000003)
                 (ite (= route_mtu a!23) a!23 route_mtu)
                 (ite (= event #x00000004)
                      (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                      (ite (= event #x00000005) pmtu_cookie a!24))))
      (a!30 (bvsub (ite (bvslt a!29 #x00000030) #x00000030 a!29)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!33 (bvsub (ite (bvslt a!32 #x00000030) #x00000030 a!32)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!37 (ite a!36
                 mss_clamp
                 (bvsub a!8 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!50 (bvsub (ite (bvslt a!49 #x00000030) #x00000030 a!49)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!53 (bvsub (ite (bvslt a!52 #x00000030) #x00000030 a!52)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!74 (ite a!73
                 mss_clamp
                 (bvsub a!12
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!86 (or (= (ite (= event #x00000000) enabled a!85) #x00000000)
                (= (ite (= event #x00000000) enabled a!85) #x00000001))))
(let ((a!5 (ite a!4
                mss_clamp
                (bvsub a!3 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!9 (ite (and (or ipv6 (= route_locked #x00000000)) a!7)
                (ite ipv6 route_mtu (ite false route_mtu a!8))
                route_mtu))
      (a!20 (ite (and (or ipv6 (= route_locked #x00000000)) a!7) a!19 a!18))
      (a!26 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000))
                      (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                      pmtu_cookie)
                 a!25))
      (a!34 (ite (= enabled #x00000000) a!30 (ite (bvslt a!30 a!33) a!30 a!33)))
      (a!38 (bvsub (ite (bvslt a!37 #x00000030) #x00000030 a!37)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!54 (ite (not (= probe_size #x00000000))
                 (ite (= enabled #x00000000)
                      a!50
                      (ite (bvslt a!50 a!53) a!50 a!53))
                 mss_cache))
      (a!75 (bvsub (ite (bvslt a!74 #x00000030) #x00000030 a!74)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!87 (ite (and (or ipv6 (= route_locked #x00000000)) a!7)
                 (ite ipv6
                      route_locked
                      (ite false
                           route_locked
                           (ite ipv6 route_locked route_locked)))
                 route_locked)))
(let ((a!6 (bvslt (bvsub (ite (bvslt a!5 #x00000030) #x00000030 a!5)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvashr (bvadd a!3 search_low) #x00000001)))
      (a!35 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) mss_cache a!34)
                 a!34))
      (a!39 (ite (= enabled #x00000000) a!38 (ite (bvslt a!38 a!33) a!38 a!33)))
      (a!57 (bvslt tcp_base_mss
                   (bvlshr (ite (= route_mtu pmtu_cookie) mss_cache a!34)
                           #x00000001)))
      (a!76 (ite (= enabled #x00000000) a!75 (ite (bvslt a!75 a!33) a!75 a!33))))
(let ((a!10 (ite (or a!6 (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                 route_mtu
                 a!9))
      (a!21 (ite (or a!6 (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                 (ite a!17 (ite (= route_mtu a!18) a!18 route_mtu) a!18)
                 a!20))
      (a!41 (and (not (= probe_size #x00000000))
                 (bvult (ite (= a!8 a!8) a!39 a!39) a!40)))
      (a!58 (ite a!57
                 tcp_base_mss
                 (bvlshr (ite (= route_mtu pmtu_cookie) mss_cache a!34)
                         #x00000001)))
      (a!77 (and (not (= probe_size #x00000000))
                 (bvult (ite (= a!12 a!12) a!76 a!76) a!40)))
      (a!88 (ite (or a!6 (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                 route_locked
                 a!87)))
(let ((a!11 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 route_mtu
                 a!10))
      (a!22 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 a!21))
      (a!42 (or (bvult (ite (= a!8 a!8) a!39 a!39) a!35) a!41))
      (a!59 (ite (bvslt a!58 (bvsub #x00000044 (bvadd #x00000014 tcp_options)))
                 (bvsub #x00000044 (bvadd #x00000014 tcp_options))
                 a!58))
      (a!78 (or (bvult (ite (= a!12 a!12) a!76 a!76) mss_cache) a!77))
      (a!89 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 route_locked
                 a!88)))
(let ((a!15 (ite (= event #x00000000)
                 a!11
                 (ite (= event #x00000001) route_mtu a!14)))
      (a!27 (ite (= event #x00000000)
                 a!22
                 (ite (= event #x00000001) pmtu_cookie a!26)))
      (a!43 (ite (and a!42 (not false))
                 (ite (= a!8 a!8) (ite (= a!8 a!8) a!39 a!39) a!39)
                 (ite (= a!8 a!8) a!39 a!39)))
      (a!60 (bvadd a!59
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!79 (ite (and a!78 (not cwnd_full))
                 (ite (= a!12 a!12) (ite (= a!12 a!12) a!76 a!76) a!76)
                 (ite (= a!12 a!12) a!76 a!76)))
      (a!92 (bvule (ite (= event #x00000000)
                        a!89
                        (ite (= event #x00000001) route_locked a!91))
                   #x00000001)))
(let ((a!44 (ite ipv6 a!35 (ite false a!35 (ite (bvult a!8 a!18) a!43 a!35))))
      (a!61 (bvslt mss_clamp
                   (bvsub a!60
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!69 (bvsub (ite (= tcp_mtu_probing #x00000000)
                        search_low
                        (ite (= enabled #x00000000) search_low a!60))
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!80 (ite (= event #x00000006)
                 (ite false
                      mss_cache
                      (ite (bvult a!12 pmtu_cookie) a!79 mss_cache))
                 mss_cache)))
(let ((a!45 (ite (and (or ipv6 (= route_locked #x00000000)) a!7) a!44 a!35))
      (a!62 (ite a!61
                 mss_clamp
                 (bvsub a!60
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!70 (ite (bvslt (ite (bvslt mss_clamp a!69) mss_clamp a!69) #x00000030)
                 #x00000030
                 (ite (bvslt mss_clamp a!69) mss_clamp a!69)))
      (a!81 (ite (= event #x00000005)
                 (ite (= enabled #x00000000)
                      a!50
                      (ite (bvslt a!50 a!33) a!50 a!33))
                 a!80)))
(let ((a!46 (ite (or a!6 (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                 (ite a!17 (ite (= route_mtu a!18) a!35 a!34) a!35)
                 a!45))
      (a!63 (bvsub (ite (bvslt a!62 #x00000030) #x00000030 a!62)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!71 (bvslt a!30
                   (bvsub a!70
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!47 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 (ite (= route_mtu pmtu_cookie) mss_cache a!34)
                 a!46))
      (a!64 (bvslt (bvsub a!56
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!63))
      (a!72 (ite a!71
                 a!30
                 (bvsub a!70 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!65 (ite a!64
                 (bvsub a!56 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!63)))
(let ((a!66 (ite (= enabled #x00000000)
                 (bvsub a!56 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!65)))
(let ((a!67 (ite (= enabled #x00000000)
                 (ite (= #x00000001 #x00000000)
                      a!50
                      (ite (bvslt a!50 a!33) a!50 a!33))
                 a!66)))
(let ((a!82 (ite (= event #x00000003)
                 (ite (= route_mtu a!23)
                      (ite (= tcp_mtu_probing #x00000000) mss_cache a!67)
                      (ite (= a!68 #x00000000) a!30 a!72))
                 (ite (= event #x00000004)
                      (ite (= route_mtu pmtu_cookie) mss_cache a!34)
                      a!81))))
(let ((a!83 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000))
                      (ite (= route_mtu pmtu_cookie) mss_cache a!34)
                      mss_cache)
                 a!82)))
(let ((a!84 (ite (= event #x00000000) a!47 (ite (= event #x00000001) a!54 a!83))))
(let ((a!94 (bvadd ((_ sign_extend 32) a!84)
                   ((_ sign_extend 32)
                     (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (not (and true
            (bvule (ite ipv6 #x00000500 #x00000044) a!15)
            (bvule a!15 #x0000ffff)
            (bvule (ite ipv6 #x00000500 #x00000044) a!27)
            (bvule a!27 #x0000ffff)
            (bvule a!84 #x0000ffff)
            a!86
            a!92
            a!93
            (not (bvslt a!94 #x0000000000000030))))))))))))))))))))))))
(check-sat)
