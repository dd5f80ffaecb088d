; every-high-only-on-negative-signal-fix-fail-keeps-high
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
       (bvsle #xffffffff search_high)
       (bvsle search_high #x0001003b)
       (bvsle #x00000000 search_high)
       (bvsle search_high
              (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014)))
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
      (a!9 (ite (= HZ #x0000012c)
                (bvmul tcp_probe_interval #x0000012c)
                (ite (= HZ #x000000fa)
                     (bvmul tcp_probe_interval #x000000fa)
                     (ite (= HZ #x00000064)
                          (bvmul tcp_probe_interval #x00000064)
                          (bvmul tcp_probe_interval #x00000064)))))
      (a!12 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!15 (bvslt mss_clamp
                   (bvsub search_low
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!20 (ite (and (= route_locked #x00000000)
                      (not (bvult route_mtu route_mtu)))
                 (ite (bvult route_mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      route_mtu)
                 route_mtu))
      (a!21 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 route_mtu))
      (a!29 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!42 (ite (bvslt search_high (bvsub probe_size #x00000001))
                 search_high
                 (bvsub probe_size #x00000001)))
      (a!44 (ite (= tcp_mtu_probing #x00000000)
                 search_high
                 (ite (= enabled #x00000000)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high))))
      (a!45 (bvslt mss_clamp
                   (bvsub mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!48 (ite (and (= route_locked #x00000000) (not (bvult route_mtu mtu)))
                 (ite (bvult mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      mtu)
                 route_mtu))
      (a!68 (ite (bvslt ((_ sign_extend 32) search_high)
                        ((_ zero_extend 32) pmtu_cookie))
                 ((_ sign_extend 32) search_high)
                 ((_ zero_extend 32) pmtu_cookie))))
(let ((a!3 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                a!2
                (ite (bvult route_mtu a!2) route_mtu a!2)))
      (a!13 (ite a!12
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!16 (ite a!15
                 mss_clamp
                 (bvsub search_low
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!22 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!20)
                   a!21))
      (a!23 (= (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!20)
               (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!20)))
      (a!24 (bvsub (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!20)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!43 (ite (not (= probe_size #x00000000))
                 (ite (= route_mtu pmtu_cookie)
                      a!42
                      (ite (bvult route_mtu a!42) route_mtu a!42))
                 search_high))
      (a!46 (ite a!45
                 mss_clamp
                 (bvsub mtu (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!49 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!48)
                   pmtu_cookie))
      (a!50 (= (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!48)
               (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!48)))
      (a!51 (bvsub (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!48)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!57 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!48)
                   search_high)))
(let ((a!4 (bvslt mss_clamp
                  (bvsub a!3
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (bvsub (bvashr (bvadd a!3 search_low) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!10 (ite (bvule (ite (= HZ #x000003e8)
                             (bvmul tcp_probe_interval #x000003e8)
                             a!9)
                        (bvsub (ite timed at now) probe_timestamp))
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                 a!3))
      (a!14 (bvsub (ite (bvslt a!13 tcp_min_snd_mss) tcp_min_snd_mss a!13)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!17 (bvsub (ite (bvslt a!16 tcp_min_snd_mss) tcp_min_snd_mss a!16)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!25 (ite (bvslt (ite (bvslt mss_clamp a!24) mss_clamp a!24)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!24) mss_clamp a!24)))
      (a!31 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!20)
                   a!3))
      (a!47 (bvule mss_cache
                   (bvsub (ite (bvslt a!46 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!46)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!52 (ite (bvslt (ite (bvslt mss_clamp a!51) mss_clamp a!51)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!51) mss_clamp a!51)))
      (a!58 (ite a!57
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!48)
                 search_high)))
(let ((a!5 (ite a!4
                mss_clamp
                (bvsub a!3 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (ite (bvslt (ite (bvslt mss_clamp a!6) mss_clamp a!6)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!6) mss_clamp a!6)))
      (a!18 (ite (= enabled #x00000000) a!14 (ite (bvslt a!14 a!17) a!14 a!17)))
      (a!26 (bvslt (bvsub a!25
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!17))
      (a!32 (ite a!31
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!20)
                 a!3))
      (a!53 (bvslt (bvsub a!52
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!17))
      (a!59 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!48)
                   a!58)))
(let ((a!8 (bvslt (bvsub (ite (bvslt a!5 tcp_min_snd_mss) tcp_min_snd_mss a!5)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!11 (bvadd (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd #x00000014 tcp_options)
                   (ite ipv6 #x00000028 #x00000014)))
      (a!19 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) mss_cache a!18)
                 a!18))
      (a!27 (ite a!26
                 (bvsub a!25 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!17))
      (a!33 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!20)
                   a!32))
      (a!54 (ite a!53
                 (bvsub a!52 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!17))
      (a!60 (ite a!59
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!48)
                 a!58)))
(let ((a!28 (ite (= enabled #x00000000)
                 (bvsub a!25 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!27))
      (a!34 (ite a!33
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!20)
                 a!32))
      (a!55 (ite (= enabled #x00000000)
                 (bvsub a!52 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!54))
      (a!61 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!48)
                   (ite a!50 a!58 a!60))))
(let ((a!30 (or (bvult (ite a!23 a!28 a!28) a!19)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!23 a!28 a!28) a!29))))
      (a!35 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!20)
                   (ite a!23 a!32 a!34)))
      (a!56 (or (bvult (ite a!50 a!55 a!55) mss_cache)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!50 a!55 a!55) a!29))))
      (a!62 (ite a!61
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!48)
                 (ite a!50 a!58 a!60))))
(let ((a!36 (ite a!35
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!20)
                 (ite a!23 a!32 a!34)))
      (a!63 (ite a!49
                 (ite (and a!56 (not cwnd_full))
                      (ite a!50 (ite a!50 a!58 a!60) a!62)
                      (ite a!50 a!58 a!60))
                 search_high)))
(let ((a!37 (ite a!22
                 (ite (and a!30 (not false))
                      (ite a!23 (ite a!23 a!32 a!34) a!36)
                      (ite a!23 a!32 a!34))
                 a!3))
      (a!64 (ite (and ipv6 (or (bvult mtu #x00000500) a!47)) search_high a!63)))
(let ((a!38 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!19 a!14)))
                 a!3
                 a!37))
      (a!65 (ite (= event #x00000004)
                 a!2
                 (ite (= event #x00000005)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (= event #x00000006) a!64 search_high)))))
(let ((a!39 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!11))
                 (ite ipv6 a!3 a!38)
                 a!3))
      (a!66 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie)
                      a!44
                      (ite (bvult route_mtu a!44) route_mtu a!44))
                 a!65)))
(let ((a!40 (ite (or a!8 (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                 a!10
                 a!39))
      (a!67 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000))
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      search_high)
                 (ite (= event #x00000002) a!43 a!66))))
(let ((a!41 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 a!2
                 a!40)))
(let ((a!69 (bvslt ((_ sign_extend 32) (ite (= event #x00000000) a!41 a!67))
                   (ite (bvslt a!68 ((_ zero_extend 32) route_mtu))
                        a!68
                        ((_ zero_extend 32) route_mtu)))))
  (not (or (not (= event #x00000003)) (not a!69))))))))))))))))))
(check-sat)
