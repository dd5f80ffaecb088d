; every-high-only-on-negative-signal-pre
; expected: unsat
; claim: unsat: no event from a state of the invariant breaks rto => search_high' >= min(search_high, icsk_pmtu_cookie, dst_mtu) (the u32s read as such) (sat: an event from a state of the invariant breaks it)
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
(declare-fun cwnd_full () Bool)
(declare-fun search_low () (_ BitVec 32))
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
      (a!17 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 route_mtu))
      (a!22 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!30 (ite (= route_mtu pmtu_cookie)
                 (bvsub probe_size #x00000001)
                 (ite (bvult route_mtu (bvsub probe_size #x00000001))
                      route_mtu
                      (bvsub probe_size #x00000001))))
      (a!31 (ite (= tcp_mtu_probing #x00000000)
                 search_high
                 (ite (= enabled #x00000000)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high))))
      (a!32 (ite ipv6
                 (ite (bvult mtu route_mtu)
                      (ite (bvult mtu #x00000500) #x00000500 mtu)
                      route_mtu)
                 (ite (not (bvult route_mtu mtu))
                      (ite (bvult mtu #x00000228) #x00000228 mtu)
                      route_mtu)))
      (a!47 (ite (bvslt ((_ sign_extend 32) search_high)
                        ((_ zero_extend 32) pmtu_cookie))
                 ((_ sign_extend 32) search_high)
                 ((_ zero_extend 32) pmtu_cookie))))
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
      (a!18 (bvslt mss_clamp
                   (bvsub a!16
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!33 (bvslt mss_clamp
                   (bvsub a!32
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!39 (ite (bvult a!32 (ite (bvult a!32 search_high) a!32 search_high))
                 a!32
                 (ite (bvult a!32 search_high) a!32 search_high))))
(let ((a!4 (bvslt mss_clamp
                  (bvsub a!3
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!8 (bvsub (ite (bvslt a!7 #x00000030) #x00000030 a!7)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!11 (bvsub (ite (bvslt a!10 #x00000030) #x00000030 a!10)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!19 (ite a!18
                 mss_clamp
                 (bvsub a!16
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!25 (ite (bvult a!16 (ite (bvult a!16 a!3) a!16 a!3))
                 a!16
                 (ite (bvult a!16 a!3) a!16 a!3)))
      (a!34 (ite a!33
                 mss_clamp
                 (bvsub a!32
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!40 (ite (= a!32 a!32)
                 (ite (bvult a!32 search_high) a!32 search_high)
                 a!39)))
(let ((a!5 (ite a!4
                mss_clamp
                (bvsub a!3 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!12 (ite (= enabled #x00000000) a!8 (ite (bvslt a!8 a!11) a!8 a!11)))
      (a!20 (bvsub (ite (bvslt a!19 #x00000030) #x00000030 a!19)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!26 (ite (= a!16 a!16) (ite (bvult a!16 a!3) a!16 a!3) a!25))
      (a!35 (bvsub (ite (bvslt a!34 #x00000030) #x00000030 a!34)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!13 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) mss_cache a!12)
                 a!12))
      (a!21 (ite (= enabled #x00000000) a!20 (ite (bvslt a!20 a!11) a!20 a!11)))
      (a!36 (ite (= enabled #x00000000) a!35 (ite (bvslt a!35 a!11) a!35 a!11))))
(let ((a!14 (bvslt (bvsub (ite (bvslt a!5 #x00000030) #x00000030 a!5)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvmul #x00000002 a!13)))
      (a!15 (and (or ipv6 (= route_locked #x00000000))
                 (bvult route_mtu
                        (bvadd (bvmul #x00000002 a!13)
                               (bvadd #x00000014 tcp_options)
                               (ite ipv6 #x00000028 #x00000014)))))
      (a!23 (and (not (= probe_size #x00000000))
                 (bvult (ite (= a!16 a!16) a!21 a!21) a!22)))
      (a!37 (and (not (= probe_size #x00000000))
                 (bvult (ite (= a!32 a!32) a!36 a!36) a!22))))
(let ((a!24 (or (bvult (ite (= a!16 a!16) a!21 a!21) a!13) a!23))
      (a!38 (or (bvult (ite (= a!32 a!32) a!36 a!36) mss_cache) a!37)))
(let ((a!27 (ite (and a!24 (not false))
                 (ite (= a!16 a!16) a!26 (ite (bvult a!16 a!26) a!16 a!26))
                 a!26))
      (a!41 (ite (and a!38 (not cwnd_full))
                 (ite (= a!32 a!32) a!40 (ite (bvult a!32 a!40) a!32 a!40))
                 a!40)))
(let ((a!28 (ite ipv6 a!3 (ite false a!3 (ite (bvult a!16 a!17) a!27 a!3))))
      (a!42 (ite (= event #x00000006)
                 (ite false
                      search_high
                      (ite (bvult a!32 pmtu_cookie) a!41 search_high))
                 search_high)))
(let ((a!29 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 a!2
                 (ite a!14 a!3 (ite a!15 a!28 a!3))))
      (a!43 (ite (= event #x00000004)
                 a!2
                 (ite (= event #x00000005)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      a!42))))
(let ((a!44 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie)
                      a!31
                      (ite (bvult route_mtu a!31) route_mtu a!31))
                 a!43)))
(let ((a!45 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000)) a!30 search_high)
                 a!44)))
(let ((a!46 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000))
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      search_high)
                 a!45)))
(let ((a!48 (bvslt ((_ sign_extend 32) (ite (= event #x00000000) a!29 a!46))
                   (ite (bvslt a!47 ((_ zero_extend 32) route_mtu))
                        a!47
                        ((_ zero_extend 32) route_mtu)))))
  (not (or (not (= event #x00000003)) (not a!48))))))))))))))))))
(check-sat)
