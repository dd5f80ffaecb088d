; every-high-only-on-negative-signal-fix-sync-lowers-low
; expected: unsat
; claim: unsat: no event from a state of the invariant breaks rto => search_high' >= min(search_high, icsk_pmtu_cookie, dst_mtu) (the u32s read as such) (sat: an event from a state of the invariant breaks it)
(set-logic QF_BV)
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
(declare-fun HZ () (_ BitVec 32))
(declare-fun connect_tcp_probe_interval () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun sysctl () (_ BitVec 32))
(declare-fun event () (_ BitVec 32))
(declare-fun mtu () (_ BitVec 32))
(declare-fun mss_cache () (_ BitVec 32))
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun tcp_probe_interval () (_ BitVec 32))
(declare-fun tcp_mtu_probing () (_ BitVec 32))
(declare-fun route_locked () (_ BitVec 32))
(declare-fun enabled () (_ BitVec 32))
(declare-fun probe_size () (_ BitVec 32))
(declare-fun search_high () (_ BitVec 32))
(declare-fun pmtu_cookie () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun cwnd_full () Bool)
(declare-fun search_low () (_ BitVec 32))
(declare-fun probe_timestamp () (_ BitVec 32))
(declare-fun now () (_ BitVec 32))
(declare-fun at () (_ BitVec 32))
(declare-fun timed () Bool)
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(declare-fun snd_cwnd () (_ BitVec 32))
(declare-fun cwnd () (_ BitVec 32))
(declare-fun cwnd_set () Bool)
(assert (let ((a!1 (ite (= HZ #x0000012c)
                #x00da740d
                (ite (= HZ #x000000fa)
                     #x010624dd
                     (ite (= HZ #x00000064) #x028f5c28 #x00000000)))))
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
       (bvsle connect_tcp_mtu_probe_floor #x0000ffff))))
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
           (= sysctl #x00000003)
           (= sysctl #x00000004)
           (= sysctl #x00000005)))))
(assert (let ((a!1 (ite (= HZ #x0000012c)
                #x00da740d
                (ite (= HZ #x000000fa)
                     #x010624dd
                     (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!2 (or (not (bvslt #x00000000 #x00000000))
               (and (bvsle (ite ipv6 #x00000500 #x00000044) #x00000000)
                    (bvsle #x00000000 #x0000ffff))))
      (a!3 (bvadd ((_ sign_extend 32) mss_cache)
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
       (bvsle #x00000000 tcp_mtu_probing)
       (bvsle tcp_mtu_probing #x000000ff)
       (bvsle #x00000000 tcp_probe_interval)
       (bvsle tcp_probe_interval (ite (= HZ #x000003e8) #x00418937 a!1))
       (bvsle #x00000030 tcp_min_snd_mss)
       (bvsle tcp_min_snd_mss #x0000ffff)
       (bvsle #x00000030 tcp_mtu_probe_floor)
       (bvsle tcp_mtu_probe_floor #x0000ffff)
       (bvsle (bvadd tcp_min_snd_mss
                     (bvadd #x00000014 tcp_options)
                     (ite ipv6 #x00000028 #x00000014))
              #x00010077)
       a!2
       (not (bvslt a!3 #x0000000000000030)))))
(assert (let ((a!1 (not (not (bvult (ite cwnd_set cwnd snd_cwnd) #x0000000b))))
      (a!2 (ite (= route_mtu pmtu_cookie)
                search_high
                (ite (bvult route_mtu search_high) route_mtu search_high)))
      (a!6 (ite (bvslt (ite (bvult route_mtu search_high) route_mtu search_high)
                       search_low)
                (ite (bvult route_mtu search_high) route_mtu search_high)
                search_low))
      (a!12 (ite (= HZ #x0000012c)
                 (bvmul tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul tcp_probe_interval #x00000064)
                           (bvmul tcp_probe_interval #x00000064)))))
      (a!15 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!26 (ite (and (= route_locked #x00000000)
                      (not (bvult route_mtu route_mtu)))
                 (ite (bvult route_mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      route_mtu)
                 route_mtu))
      (a!27 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 route_mtu))
      (a!48 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!57 (ite (= route_mtu pmtu_cookie)
                 (bvsub probe_size #x00000001)
                 (ite (bvult route_mtu (bvsub probe_size #x00000001))
                      route_mtu
                      (bvsub probe_size #x00000001))))
      (a!58 (ite (= tcp_mtu_probing #x00000000)
                 search_high
                 (ite (= enabled #x00000000)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high))))
      (a!59 (bvslt mss_clamp
                   (bvsub mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!62 (ite (and (= route_locked #x00000000) (not (bvult route_mtu mtu)))
                 (ite (bvult mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      mtu)
                 route_mtu))
      (a!92 (ite (bvslt ((_ sign_extend 32) search_high)
                        ((_ zero_extend 32) pmtu_cookie))
                 ((_ sign_extend 32) search_high)
                 ((_ zero_extend 32) pmtu_cookie))))
(let ((a!3 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                a!2
                (ite (bvult route_mtu a!2) route_mtu a!2)))
      (a!7 (ite (bvslt (ite (bvult route_mtu a!2) route_mtu a!2)
                       (ite (= route_mtu pmtu_cookie) search_low a!6))
                (ite (bvult route_mtu a!2) route_mtu a!2)
                (ite (= route_mtu pmtu_cookie) search_low a!6)))
      (a!16 (ite a!15
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!18 (bvslt mss_clamp
                   (bvsub a!6
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!28 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!26)
                   a!27))
      (a!29 (= (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!26)
               (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!26)))
      (a!30 (bvsub (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!26)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!60 (ite a!59
                 mss_clamp
                 (bvsub mtu (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!63 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!62)
                   pmtu_cookie))
      (a!64 (= (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!62)
               (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!62)))
      (a!65 (bvsub (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!62)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!67 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!62)
                   search_high)))
(let ((a!4 (bvslt mss_clamp
                  (bvsub a!3
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!8 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                (ite (= route_mtu pmtu_cookie) search_low a!6)
                a!7))
      (a!13 (ite (bvule (ite (= HZ #x000003e8)
                             (bvmul tcp_probe_interval #x000003e8)
                             a!12)
                        (bvsub (ite timed at now) probe_timestamp))
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                 a!3))
      (a!17 (bvsub (ite (bvslt a!16 tcp_min_snd_mss) tcp_min_snd_mss a!16)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!19 (ite a!18
                 mss_clamp
                 (bvsub a!6 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!22 (bvslt mss_clamp
                   (bvsub a!7
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!31 (ite (bvslt (ite (bvslt mss_clamp a!30) mss_clamp a!30)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!30) mss_clamp a!30)))
      (a!32 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!26)
                   a!3))
      (a!61 (bvule mss_cache
                   (bvsub (ite (bvslt a!60 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!60)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!66 (ite (bvslt (ite (bvslt mss_clamp a!65) mss_clamp a!65)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!65) mss_clamp a!65)))
      (a!68 (ite a!67
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!62)
                 search_high)))
(let ((a!5 (ite a!4
                mss_clamp
                (bvsub a!3 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!9 (bvsub (bvashr (bvadd a!3 a!8) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!20 (bvsub (ite (bvslt a!19 tcp_min_snd_mss) tcp_min_snd_mss a!19)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!23 (ite a!22
                 mss_clamp
                 (bvsub a!7 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!33 (ite a!32
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!26)
                 a!3))
      (a!69 (bvsub (ite (bvslt a!68 search_low) a!68 search_low)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!74 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!62)
                   a!68)))
(let ((a!10 (ite (bvslt (ite (bvslt mss_clamp a!9) mss_clamp a!9)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!9) mss_clamp a!9)))
      (a!21 (ite (= route_mtu pmtu_cookie)
                 mss_cache
                 (ite (= enabled #x00000000)
                      a!17
                      (ite (bvslt a!17 a!20) a!17 a!20))))
      (a!24 (bvsub (ite (bvslt a!23 tcp_min_snd_mss) tcp_min_snd_mss a!23)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!34 (bvsub (ite (bvslt a!33 a!8) a!33 a!8)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!39 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!26)
                   a!33))
      (a!70 (ite (bvslt (ite (bvslt mss_clamp a!69) mss_clamp a!69)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!69) mss_clamp a!69)))
      (a!75 (ite a!74
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!62)
                 a!68)))
(let ((a!11 (bvslt (bvsub (ite (bvslt a!5 tcp_min_snd_mss) tcp_min_snd_mss a!5)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!10
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!14 (bvadd (bvsub a!10
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd #x00000014 tcp_options)
                   (ite ipv6 #x00000028 #x00000014)))
      (a!25 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 a!21
                 (ite (= enabled #x00000000)
                      a!17
                      (ite (bvslt a!17 a!24) a!17 a!24))))
      (a!35 (ite (bvslt (ite (bvslt mss_clamp a!34) mss_clamp a!34)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!34) mss_clamp a!34)))
      (a!40 (ite a!39
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!26)
                 a!33))
      (a!71 (bvslt (bvsub a!66
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!70
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!76 (ite (bvslt a!75 (ite (bvslt a!68 search_low) a!68 search_low))
                 a!75
                 (ite (bvslt a!68 search_low) a!68 search_low)))
      (a!84 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!62)
                   (ite a!64 a!68 a!75))))
(let ((a!36 (bvslt (bvsub a!31
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!35
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!41 (ite (bvslt a!40 (ite (bvslt a!33 a!8) a!33 a!8))
                 a!40
                 (ite (bvslt a!33 a!8) a!33 a!8)))
      (a!50 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!26)
                   (ite a!29 a!33 a!40)))
      (a!72 (ite a!71
                 (bvsub a!66 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!70 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!77 (bvslt mss_clamp
                   (bvsub a!76
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!85 (ite a!84
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!62)
                 (ite a!64 a!68 a!75))))
(let ((a!37 (ite a!36
                 (bvsub a!31 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!35 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!42 (bvslt mss_clamp
                   (bvsub a!41
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!51 (ite a!50
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!26)
                 (ite a!29 a!33 a!40)))
      (a!73 (ite (= enabled #x00000000)
                 (bvsub a!66 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!72))
      (a!78 (ite a!77
                 mss_clamp
                 (bvsub a!76
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!38 (ite (= enabled #x00000000)
                 (bvsub a!31 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!37))
      (a!43 (ite a!42
                 mss_clamp
                 (bvsub a!41
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!79 (bvsub (ite (bvslt a!78 tcp_min_snd_mss) tcp_min_snd_mss a!78)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!44 (bvsub (ite (bvslt a!43 tcp_min_snd_mss) tcp_min_snd_mss a!43)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!80 (bvslt (bvsub a!66
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!79)))
(let ((a!45 (bvslt (bvsub a!31
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!44))
      (a!81 (ite a!80
                 (bvsub a!66 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!79)))
(let ((a!46 (ite a!45
                 (bvsub a!31 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!44))
      (a!82 (ite (= enabled #x00000000)
                 (bvsub a!66 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!81)))
(let ((a!47 (ite (= enabled #x00000000)
                 (bvsub a!31 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!46))
      (a!83 (or (bvult (ite a!64 a!73 a!82) mss_cache)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!64 a!73 a!82) a!48)))))
(let ((a!49 (or (bvult (ite a!29 a!38 a!47) a!25)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!29 a!38 a!47) a!48))))
      (a!86 (ite a!63
                 (ite (and a!83 (not cwnd_full))
                      (ite a!64 (ite a!64 a!68 a!75) a!85)
                      (ite a!64 a!68 a!75))
                 search_high)))
(let ((a!52 (ite a!28
                 (ite (and a!49 (not false))
                      (ite a!29 (ite a!29 a!33 a!40) a!51)
                      (ite a!29 a!33 a!40))
                 a!3))
      (a!87 (ite (and ipv6 (or (bvult mtu #x00000500) a!61)) search_high a!86)))
(let ((a!53 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!25 a!17)))
                 a!3
                 a!52))
      (a!88 (ite (= event #x00000004)
                 a!2
                 (ite (= event #x00000005)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (= event #x00000006) a!87 search_high)))))
(let ((a!54 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!14))
                 (ite ipv6 a!3 a!53)
                 a!3))
      (a!89 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie)
                      a!58
                      (ite (bvult route_mtu a!58) route_mtu a!58))
                 a!88)))
(let ((a!55 (ite (or a!11 (bvslt (bvsub a!3 a!8) tcp_probe_threshold))
                 a!13
                 a!54))
      (a!90 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000)) a!57 search_high)
                 a!89)))
(let ((a!56 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 a!2
                 a!55))
      (a!91 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000))
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      search_high)
                 a!90)))
(let ((a!93 (bvslt ((_ sign_extend 32) (ite (= event #x00000000) a!56 a!91))
                   (ite (bvslt a!92 ((_ zero_extend 32) route_mtu))
                        a!92
                        ((_ zero_extend 32) route_mtu)))))
  (not (or (not (= event #x00000003)) (not a!93))))))))))))))))))))))))
(check-sat)
