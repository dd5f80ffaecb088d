; every-high-only-on-negative-signal-v5
; expected: unsat
; claim: unsat: no event from a state of the invariant breaks rto => search_high' >= min(search_high, icsk_pmtu_cookie, dst_mtu) (the u32s read as such) (sat: an event from a state of the invariant breaks it)
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
(declare-fun cwnd_full () Bool)
(declare-fun search_low () (_ BitVec 32))
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
      (a!10 (ite (= HZ #x0000012c)
                 (bvmul tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul tcp_probe_interval #x00000064)
                           (bvmul tcp_probe_interval #x00000064)))))
      (a!13 (ite ipv6
                 (ite (bvult route_mtu route_mtu)
                      (ite (bvult route_mtu #x00000500) #x00000500 route_mtu)
                      route_mtu)
                 (ite (not (bvult route_mtu route_mtu))
                      (ite (bvult route_mtu #x00000228) #x00000228 route_mtu)
                      route_mtu)))
      (a!14 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 route_mtu))
      (a!18 (bvslt mss_clamp
                   (bvsub search_low
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!22 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!27 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!36 (ite (= route_mtu pmtu_cookie)
                 (bvsub probe_size #x00000001)
                 (ite (bvult route_mtu (bvsub probe_size #x00000001))
                      route_mtu
                      (bvsub probe_size #x00000001))))
      (a!37 (ite (= tcp_mtu_probing #x00000000)
                 search_high
                 (ite (= enabled #x00000000)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high))))
      (a!38 (ite ipv6
                 (ite (bvult mtu route_mtu)
                      (ite (bvult mtu #x00000500) #x00000500 mtu)
                      route_mtu)
                 (ite (not (bvult route_mtu mtu))
                      (ite (bvult mtu #x00000228) #x00000228 mtu)
                      route_mtu)))
      (a!53 (ite (bvslt ((_ sign_extend 32) search_high)
                        ((_ zero_extend 32) pmtu_cookie))
                 ((_ sign_extend 32) search_high)
                 ((_ zero_extend 32) pmtu_cookie))))
(let ((a!3 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                a!2
                (ite (bvult route_mtu a!2) route_mtu a!2)))
      (a!15 (bvslt mss_clamp
                   (bvsub a!13
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!19 (ite a!18
                 mss_clamp
                 (bvsub search_low
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!23 (ite a!22
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!39 (bvslt mss_clamp
                   (bvsub a!38
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!45 (ite (bvult a!38 (ite (bvult a!38 search_high) a!38 search_high))
                 a!38
                 (ite (bvult a!38 search_high) a!38 search_high))))
(let ((a!4 (bvslt mss_clamp
                  (bvsub a!3
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (bvsub (bvashr (bvadd a!3 search_low) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!11 (ite (bvule (ite (= HZ #x000003e8)
                             (bvmul tcp_probe_interval #x000003e8)
                             a!10)
                        (bvsub (ite timed at now) probe_timestamp))
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                 a!3))
      (a!16 (ite a!15
                 mss_clamp
                 (bvsub a!13
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!20 (bvsub (ite (bvslt a!19 #x00000030) #x00000030 a!19)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!24 (bvsub (ite (bvslt a!23 #x00000030) #x00000030 a!23)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!30 (ite (bvult a!13 (ite (bvult a!13 a!3) a!13 a!3))
                 a!13
                 (ite (bvult a!13 a!3) a!13 a!3)))
      (a!40 (ite a!39
                 mss_clamp
                 (bvsub a!38
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!46 (ite (= a!38 a!38)
                 (ite (bvult a!38 search_high) a!38 search_high)
                 a!45)))
(let ((a!5 (ite a!4
                mss_clamp
                (bvsub a!3 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (ite (bvslt (ite (bvslt mss_clamp a!6) mss_clamp a!6) #x00000030)
                #x00000030
                (ite (bvslt mss_clamp a!6) mss_clamp a!6)))
      (a!17 (bvsub (ite (bvslt a!16 #x00000030) #x00000030 a!16)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!25 (ite (= enabled #x00000000) a!24 (ite (bvslt a!24 a!20) a!24 a!20)))
      (a!31 (ite (= a!13 a!13) (ite (bvult a!13 a!3) a!13 a!3) a!30))
      (a!41 (bvsub (ite (bvslt a!40 #x00000030) #x00000030 a!40)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!8 (bvslt (bvsub (ite (bvslt a!5 #x00000030) #x00000030 a!5)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!12 (bvadd (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd #x00000014 tcp_options)
                   (ite ipv6 #x00000028 #x00000014)))
      (a!21 (ite (= enabled #x00000000) a!17 (ite (bvslt a!17 a!20) a!17 a!20)))
      (a!26 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) mss_cache a!25)
                 a!25))
      (a!42 (ite (= enabled #x00000000) a!41 (ite (bvslt a!41 a!20) a!41 a!20))))
(let ((a!9 (or a!8
               (bvslt (bvsub a!3 search_low)
                      (ite (bvslt #x00000001 tcp_probe_threshold)
                           tcp_probe_threshold
                           #x00000001))))
      (a!28 (and (not (= probe_size #x00000000))
                 (bvult (ite (= a!13 a!13) a!21 a!21) a!27)))
      (a!43 (and (not (= probe_size #x00000000))
                 (bvult (ite (= a!38 a!38) a!42 a!42) a!27))))
(let ((a!29 (or (bvult (ite (= a!13 a!13) a!21 a!21) a!26) a!28))
      (a!44 (or (bvult (ite (= a!38 a!38) a!42 a!42) mss_cache) a!43)))
(let ((a!32 (ite (and a!29 (not false))
                 (ite (= a!13 a!13) a!31 (ite (bvult a!13 a!31) a!13 a!31))
                 a!31))
      (a!47 (ite (and a!44 (not cwnd_full))
                 (ite (= a!38 a!38) a!46 (ite (bvult a!38 a!46) a!38 a!46))
                 a!46)))
(let ((a!33 (ite ipv6 a!3 (ite false a!3 (ite (bvult a!13 a!14) a!32 a!3))))
      (a!48 (ite (= event #x00000006)
                 (ite false
                      search_high
                      (ite (bvult a!38 pmtu_cookie) a!47 search_high))
                 search_high)))
(let ((a!34 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!12))
                 a!33
                 a!3))
      (a!49 (ite (= event #x00000004)
                 a!2
                 (ite (= event #x00000005)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      a!48))))
(let ((a!35 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 a!2
                 (ite a!9 a!11 a!34)))
      (a!50 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie)
                      a!37
                      (ite (bvult route_mtu a!37) route_mtu a!37))
                 a!49)))
(let ((a!51 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000)) a!36 search_high)
                 a!50)))
(let ((a!52 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000))
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      search_high)
                 a!51)))
(let ((a!54 (bvslt ((_ sign_extend 32) (ite (= event #x00000000) a!35 a!52))
                   (ite (bvslt a!53 ((_ zero_extend 32) route_mtu))
                        a!53
                        ((_ zero_extend 32) route_mtu)))))
  (not (or (not (= event #x00000003)) (not a!54))))))))))))))))))
(check-sat)
