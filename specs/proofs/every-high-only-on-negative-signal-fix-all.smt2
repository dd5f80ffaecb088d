; every-high-only-on-negative-signal-fix-all
; expected: unsat
; claim: unsat: no event from a state of the invariant breaks rto => search_high' >= min(search_high, icsk_pmtu_cookie, dst_mtu) (the u32s read as such) (sat: an event from a state of the invariant breaks it)
(set-logic QF_BV)
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
(declare-fun HZ () (_ BitVec 32))
(declare-fun connect_tcp_probe_interval () (_ BitVec 32))
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun sysctl () (_ BitVec 32))
(declare-fun event () (_ BitVec 32))
(declare-fun mtu () (_ BitVec 32))
(declare-fun search_high () (_ BitVec 32))
(declare-fun search_low () (_ BitVec 32))
(declare-fun enabled () (_ BitVec 32))
(declare-fun mss_cache () (_ BitVec 32))
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun tcp_probe_interval () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_mtu_probing () (_ BitVec 32))
(declare-fun route_locked () (_ BitVec 32))
(declare-fun probe_size () (_ BitVec 32))
(declare-fun pmtu_cookie () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun cwnd_full () Bool)
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
       (bvsle #x00000030 connect_tcp_base_mss)
       (bvsle connect_tcp_base_mss #x0000ffff)
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
(assert (let ((a!1 (bvsle (ite (bvslt (ite ipv6 #x00000500 #x00000044) search_high)
                       (ite ipv6 #x00000500 #x00000044)
                       search_high)
                  search_low))
      (a!2 (ite (= HZ #x0000012c)
                #x00da740d
                (ite (= HZ #x000000fa)
                     #x010624dd
                     (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!3 (or (not (bvslt #x00000000 #x00000000))
               (and (bvsle (ite ipv6 #x00000500 #x00000044) #x00000000)
                    (bvsle #x00000000 #x0000ffff))))
      (a!4 (bvadd ((_ sign_extend 32) mss_cache)
                  ((_ sign_extend 32)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (and true
       (bvule (ite ipv6 #x00000500 #x00000044) route_mtu)
       (bvule route_mtu #x0000ffff)
       (bvule (ite ipv6 #x00000500 #x00000044) pmtu_cookie)
       (bvule pmtu_cookie #x0000ffff)
       (bvule search_high pmtu_cookie)
       (bvsle #xffffffff search_high)
       (bvsle search_high #x0001003b)
       (bvsle #x00000000 search_high)
       (bvsle search_high
              (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014)))
       (or (= probe_size #x00000000) (bvslt search_low probe_size))
       a!1
       (or (= probe_size #x00000000)
           (and (bvsle #x00000001 probe_size) (bvsle probe_size #x00010077)))
       (bvsle #x00000000 search_low)
       (bvsle search_low #x00010077)
       (bvule mss_cache #x0000ffff)
       (or (= enabled #x00000000) (= enabled #x00000001))
       (bvule route_locked #x00000001)
       (bvsle #x00000000 tcp_mtu_probing)
       (bvsle tcp_mtu_probing #x000000ff)
       (bvsle #x00000030 tcp_base_mss)
       (bvsle tcp_base_mss #x0000ffff)
       (bvsle #x00000000 tcp_probe_interval)
       (bvsle tcp_probe_interval (ite (= HZ #x000003e8) #x00418937 a!2))
       (bvsle #x00000030 tcp_min_snd_mss)
       (bvsle tcp_min_snd_mss #x0000ffff)
       (bvsle #x00000030 tcp_mtu_probe_floor)
       (bvsle tcp_mtu_probe_floor #x0000ffff)
       (bvsle (bvadd tcp_min_snd_mss
                     (bvadd #x00000014 tcp_options)
                     (ite ipv6 #x00000028 #x00000014))
              #x00010077)
       a!3
       (not (bvslt a!4 #x0000000000000030))
       (or (= enabled #x00000000) (bvsle search_low search_high)))))
(assert (let ((a!1 (not (not (bvult (ite cwnd_set cwnd snd_cwnd) #x0000000b))))
      (a!2 (ite (= route_mtu pmtu_cookie)
                search_high
                (ite (bvult route_mtu search_high) route_mtu search_high)))
      (a!4 (ite (bvslt (ite (bvult route_mtu search_high) route_mtu search_high)
                       search_low)
                (ite (bvult route_mtu search_high) route_mtu search_high)
                search_low))
      (a!10 (ite (= HZ #x0000012c)
                 (bvmul tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul tcp_probe_interval #x00000064)
                           (bvmul tcp_probe_interval #x00000064)))))
      (a!11 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 route_mtu))
      (a!14 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!25 (ite (and (= route_locked #x00000000)
                      (not (bvult route_mtu route_mtu)))
                 (ite (bvult route_mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      route_mtu)
                 route_mtu))
      (a!46 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!55 (ite (bvslt search_high (bvsub probe_size #x00000001))
                 search_high
                 (bvsub probe_size #x00000001)))
      (a!57 (ite (= tcp_mtu_probing #x00000000)
                 search_high
                 (ite (= enabled #x00000000)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high))))
      (a!58 (bvslt mss_clamp
                   (bvsub mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!61 (ite (and (= route_locked #x00000000) (not (bvult route_mtu mtu)))
                 (ite (bvult mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      mtu)
                 route_mtu))
      (a!90 (ite (bvslt ((_ sign_extend 32) search_high)
                        ((_ zero_extend 32) pmtu_cookie))
                 ((_ sign_extend 32) search_high)
                 ((_ zero_extend 32) pmtu_cookie))))
(let ((a!3 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                a!2
                (ite (bvult route_mtu a!2) route_mtu a!2)))
      (a!5 (ite (bvslt (ite (bvult route_mtu a!2) route_mtu a!2)
                       (ite (= route_mtu pmtu_cookie) search_low a!4))
                (ite (bvult route_mtu a!2) route_mtu a!2)
                (ite (= route_mtu pmtu_cookie) search_low a!4)))
      (a!12 (ite (bvult (ite (= route_mtu a!11) a!11 route_mtu)
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 (ite (= route_mtu a!11) a!11 route_mtu)
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!15 (ite a!14
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!17 (bvslt mss_clamp
                   (bvsub a!4
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!26 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!25)
                   a!11))
      (a!27 (= (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!25)
               (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!25)))
      (a!28 (bvsub (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!25)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!56 (ite (not (= probe_size #x00000000))
                 (ite (= route_mtu pmtu_cookie)
                      a!55
                      (ite (bvult route_mtu a!55) route_mtu a!55))
                 search_high))
      (a!59 (ite a!58
                 mss_clamp
                 (bvsub mtu (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!62 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!61)
                   pmtu_cookie))
      (a!63 (= (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!61)
               (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!61)))
      (a!64 (bvsub (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!61)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!66 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!61)
                   search_high)))
(let ((a!6 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                (ite (= route_mtu pmtu_cookie) search_low a!4)
                a!5))
      (a!13 (ite (bvule (ite (= HZ #x000003e8)
                             (bvmul tcp_probe_interval #x000003e8)
                             a!10)
                        (bvsub (ite timed at now) probe_timestamp))
                 a!12
                 a!3))
      (a!16 (bvsub (ite (bvslt a!15 tcp_min_snd_mss) tcp_min_snd_mss a!15)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!18 (ite a!17
                 mss_clamp
                 (bvsub a!4 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!21 (bvslt mss_clamp
                   (bvsub a!5
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!29 (ite (bvslt (ite (bvslt mss_clamp a!28) mss_clamp a!28)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!28) mss_clamp a!28)))
      (a!30 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!25)
                   a!3))
      (a!60 (bvule mss_cache
                   (bvsub (ite (bvslt a!59 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!59)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!65 (ite (bvslt (ite (bvslt mss_clamp a!64) mss_clamp a!64)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!64) mss_clamp a!64)))
      (a!67 (ite a!66
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!61)
                 search_high)))
(let ((a!7 (bvsub (bvashr (bvadd a!3 a!6 #x00000001) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!19 (bvsub (ite (bvslt a!18 tcp_min_snd_mss) tcp_min_snd_mss a!18)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!22 (ite a!21
                 mss_clamp
                 (bvsub a!5 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!31 (ite a!30
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!25)
                 a!3))
      (a!68 (bvsub (ite (bvslt a!67 search_low) a!67 search_low)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!73 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!61)
                   a!67)))
(let ((a!8 (ite (bvslt (ite (bvslt mss_clamp a!7) mss_clamp a!7)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!7) mss_clamp a!7)))
      (a!20 (ite (= route_mtu pmtu_cookie)
                 mss_cache
                 (ite (= enabled #x00000000)
                      a!16
                      (ite (bvslt a!16 a!19) a!16 a!19))))
      (a!23 (bvsub (ite (bvslt a!22 tcp_min_snd_mss) tcp_min_snd_mss a!22)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!32 (bvsub (ite (bvslt a!31 a!6) a!31 a!6)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!37 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!25)
                   a!31))
      (a!69 (ite (bvslt (ite (bvslt mss_clamp a!68) mss_clamp a!68)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!68) mss_clamp a!68)))
      (a!74 (ite a!73
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!61)
                 a!67)))
(let ((a!9 (bvadd (bvsub a!8 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd #x00000014 tcp_options)
                  (ite ipv6 #x00000028 #x00000014)))
      (a!24 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 a!20
                 (ite (= enabled #x00000000)
                      a!16
                      (ite (bvslt a!16 a!23) a!16 a!23))))
      (a!33 (ite (bvslt (ite (bvslt mss_clamp a!32) mss_clamp a!32)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!32) mss_clamp a!32)))
      (a!38 (ite a!37
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!25)
                 a!31))
      (a!70 (bvslt (bvsub a!65
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!69
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!75 (ite (bvslt a!74 (ite (bvslt a!67 search_low) a!67 search_low))
                 a!74
                 (ite (bvslt a!67 search_low) a!67 search_low)))
      (a!83 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!61)
                   (ite a!63 a!67 a!74))))
(let ((a!34 (bvslt (bvsub a!29
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!33
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!39 (ite (bvslt a!38 (ite (bvslt a!31 a!6) a!31 a!6))
                 a!38
                 (ite (bvslt a!31 a!6) a!31 a!6)))
      (a!48 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!25)
                   (ite a!27 a!31 a!38)))
      (a!71 (ite a!70
                 (bvsub a!65 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!69 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!76 (bvslt mss_clamp
                   (bvsub a!75
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!84 (ite a!83
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!61)
                 (ite a!63 a!67 a!74))))
(let ((a!35 (ite a!34
                 (bvsub a!29 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!33 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!40 (bvslt mss_clamp
                   (bvsub a!39
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!49 (ite a!48
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!25)
                 (ite a!27 a!31 a!38)))
      (a!72 (ite (= enabled #x00000000)
                 (bvsub a!65 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!71))
      (a!77 (ite a!76
                 mss_clamp
                 (bvsub a!75
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!36 (ite (= enabled #x00000000)
                 (bvsub a!29 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!35))
      (a!41 (ite a!40
                 mss_clamp
                 (bvsub a!39
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!78 (bvsub (ite (bvslt a!77 tcp_min_snd_mss) tcp_min_snd_mss a!77)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!42 (bvsub (ite (bvslt a!41 tcp_min_snd_mss) tcp_min_snd_mss a!41)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!79 (bvslt (bvsub a!65
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!78)))
(let ((a!43 (bvslt (bvsub a!29
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!42))
      (a!80 (ite a!79
                 (bvsub a!65 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!78)))
(let ((a!44 (ite a!43
                 (bvsub a!29 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!42))
      (a!81 (ite (= enabled #x00000000)
                 (bvsub a!65 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!80)))
(let ((a!45 (ite (= enabled #x00000000)
                 (bvsub a!29 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!44))
      (a!82 (or (bvult (ite a!63 a!72 a!81) mss_cache)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!63 a!72 a!81) a!46)))))
(let ((a!47 (or (bvult (ite a!27 a!36 a!45) a!24)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!27 a!36 a!45) a!46))))
      (a!85 (ite a!62
                 (ite (and a!82 (not cwnd_full))
                      (ite a!63 (ite a!63 a!67 a!74) a!84)
                      (ite a!63 a!67 a!74))
                 search_high)))
(let ((a!50 (ite a!26
                 (ite (and a!47 (not false))
                      (ite a!27 (ite a!27 a!31 a!38) a!49)
                      (ite a!27 a!31 a!38))
                 a!3))
      (a!86 (ite (and ipv6 (or (bvult mtu #x00000500) a!60)) search_high a!85)))
(let ((a!51 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!24 a!16)))
                 a!3
                 a!50))
      (a!87 (ite (= event #x00000004)
                 a!2
                 (ite (= event #x00000005)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (= event #x00000006) a!86 search_high)))))
(let ((a!52 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!9))
                 (ite ipv6 a!3 a!51)
                 a!3))
      (a!88 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie)
                      a!57
                      (ite (bvult route_mtu a!57) route_mtu a!57))
                 a!87)))
(let ((a!53 (ite (or (bvsle a!9 a!6)
                     (bvslt a!3 a!9)
                     (bvslt (bvsub a!3 a!6) tcp_probe_threshold))
                 a!13
                 a!52))
      (a!89 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000))
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      search_high)
                 (ite (= event #x00000002) a!56 a!88))))
(let ((a!54 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 a!2
                 a!53)))
(let ((a!91 (bvslt ((_ sign_extend 32) (ite (= event #x00000000) a!54 a!89))
                   (ite (bvslt a!90 ((_ zero_extend 32) route_mtu))
                        a!90
                        ((_ zero_extend 32) route_mtu)))))
  (not (or (not (= event #x00000003)) (not a!91))))))))))))))))))))))))
(check-sat)
