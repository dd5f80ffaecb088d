; every-high-only-on-negative-signal-fix-probe-in-range
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
(declare-fun search_low () (_ BitVec 32))
(declare-fun search_high () (_ BitVec 32))
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
       (or (= probe_size #x00000000) (bvslt search_low probe_size))
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
      (a!7 (ite (= HZ #x0000012c)
                (bvmul tcp_probe_interval #x0000012c)
                (ite (= HZ #x000000fa)
                     (bvmul tcp_probe_interval #x000000fa)
                     (ite (= HZ #x00000064)
                          (bvmul tcp_probe_interval #x00000064)
                          (bvmul tcp_probe_interval #x00000064)))))
      (a!9 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!12 (bvslt mss_clamp
                   (bvsub search_low
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!17 (ite (and (= route_locked #x00000000)
                      (not (bvult route_mtu route_mtu)))
                 (ite (bvult route_mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      route_mtu)
                 route_mtu))
      (a!18 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 route_mtu))
      (a!26 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!39 (ite (= route_mtu pmtu_cookie)
                 (bvsub probe_size #x00000001)
                 (ite (bvult route_mtu (bvsub probe_size #x00000001))
                      route_mtu
                      (bvsub probe_size #x00000001))))
      (a!40 (ite (= tcp_mtu_probing #x00000000)
                 search_high
                 (ite (= enabled #x00000000)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high))))
      (a!41 (bvslt mss_clamp
                   (bvsub mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!44 (ite (and (= route_locked #x00000000) (not (bvult route_mtu mtu)))
                 (ite (bvult mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      mtu)
                 route_mtu))
      (a!65 (ite (bvslt ((_ sign_extend 32) search_high)
                        ((_ zero_extend 32) pmtu_cookie))
                 ((_ sign_extend 32) search_high)
                 ((_ zero_extend 32) pmtu_cookie))))
(let ((a!3 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                a!2
                (ite (bvult route_mtu a!2) route_mtu a!2)))
      (a!10 (ite a!9
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!13 (ite a!12
                 mss_clamp
                 (bvsub search_low
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!19 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!17)
                   a!18))
      (a!20 (= (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!17)
               (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!17)))
      (a!21 (bvsub (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!17)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!42 (ite a!41
                 mss_clamp
                 (bvsub mtu (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!45 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!44)
                   pmtu_cookie))
      (a!46 (= (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!44)
               (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!44)))
      (a!47 (bvsub (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!44)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!53 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!44)
                   search_high)))
(let ((a!4 (bvsub (bvashr (bvadd a!3 search_low) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!8 (ite (bvule (ite (= HZ #x000003e8)
                            (bvmul tcp_probe_interval #x000003e8)
                            a!7)
                       (bvsub (ite timed at now) probe_timestamp))
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                a!3))
      (a!11 (bvsub (ite (bvslt a!10 tcp_min_snd_mss) tcp_min_snd_mss a!10)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!14 (bvsub (ite (bvslt a!13 tcp_min_snd_mss) tcp_min_snd_mss a!13)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!22 (ite (bvslt (ite (bvslt mss_clamp a!21) mss_clamp a!21)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!21) mss_clamp a!21)))
      (a!28 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!17)
                   a!3))
      (a!43 (bvule mss_cache
                   (bvsub (ite (bvslt a!42 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!42)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!48 (ite (bvslt (ite (bvslt mss_clamp a!47) mss_clamp a!47)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!47) mss_clamp a!47)))
      (a!54 (ite a!53
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!44)
                 search_high)))
(let ((a!5 (ite (bvslt (ite (bvslt mss_clamp a!4) mss_clamp a!4)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!4) mss_clamp a!4)))
      (a!15 (ite (= enabled #x00000000) a!11 (ite (bvslt a!11 a!14) a!11 a!14)))
      (a!23 (bvslt (bvsub a!22
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!14))
      (a!29 (ite a!28
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!17)
                 a!3))
      (a!49 (bvslt (bvsub a!48
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!14))
      (a!55 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!44)
                   a!54)))
(let ((a!6 (bvadd (bvsub a!5 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd #x00000014 tcp_options)
                  (ite ipv6 #x00000028 #x00000014)))
      (a!16 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) mss_cache a!15)
                 a!15))
      (a!24 (ite a!23
                 (bvsub a!22 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!14))
      (a!30 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!17)
                   a!29))
      (a!50 (ite a!49
                 (bvsub a!48 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!14))
      (a!56 (ite a!55
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!44)
                 a!54)))
(let ((a!25 (ite (= enabled #x00000000)
                 (bvsub a!22 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!24))
      (a!31 (ite a!30
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!17)
                 a!29))
      (a!51 (ite (= enabled #x00000000)
                 (bvsub a!48 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!50))
      (a!57 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!44)
                   (ite a!46 a!54 a!56))))
(let ((a!27 (or (bvult (ite a!20 a!25 a!25) a!16)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!20 a!25 a!25) a!26))))
      (a!32 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!17)
                   (ite a!20 a!29 a!31)))
      (a!52 (or (bvult (ite a!46 a!51 a!51) mss_cache)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!46 a!51 a!51) a!26))))
      (a!58 (ite a!57
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!44)
                 (ite a!46 a!54 a!56))))
(let ((a!33 (ite a!32
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!17)
                 (ite a!20 a!29 a!31)))
      (a!59 (ite a!45
                 (ite (and a!52 (not cwnd_full))
                      (ite a!46 (ite a!46 a!54 a!56) a!58)
                      (ite a!46 a!54 a!56))
                 search_high)))
(let ((a!34 (ite a!19
                 (ite (and a!27 (not false))
                      (ite a!20 (ite a!20 a!29 a!31) a!33)
                      (ite a!20 a!29 a!31))
                 a!3))
      (a!60 (ite (and ipv6 (or (bvult mtu #x00000500) a!43)) search_high a!59)))
(let ((a!35 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!16 a!11)))
                 a!3
                 a!34))
      (a!61 (ite (= event #x00000004)
                 a!2
                 (ite (= event #x00000005)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (= event #x00000006) a!60 search_high)))))
(let ((a!36 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!6))
                 (ite ipv6 a!3 a!35)
                 a!3))
      (a!62 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie)
                      a!40
                      (ite (bvult route_mtu a!40) route_mtu a!40))
                 a!61)))
(let ((a!37 (ite (or (bvsle a!6 search_low)
                     (bvslt a!3 a!6)
                     (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                 a!8
                 a!36))
      (a!63 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000)) a!39 search_high)
                 a!62)))
(let ((a!38 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 a!2
                 a!37))
      (a!64 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000))
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      search_high)
                 a!63)))
(let ((a!66 (bvslt ((_ sign_extend 32) (ite (= event #x00000000) a!38 a!64))
                   (ite (bvslt a!65 ((_ zero_extend 32) route_mtu))
                        a!65
                        ((_ zero_extend 32) route_mtu)))))
  (not (or (not (= event #x00000003)) (not a!66))))))))))))))))))
(check-sat)
