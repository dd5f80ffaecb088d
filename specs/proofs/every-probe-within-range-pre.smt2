; every-probe-within-range-pre
; expected: sat
; claim: unsat: no event from a state of the invariant breaks sent > 0 => search_low < sent <= search_high (sat: an event from a state of the invariant breaks it)
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
(declare-fun tcp_base_mss () (_ BitVec 32))
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
      (a!18 (ite ipv6
                 (ite (bvult mtu route_mtu)
                      (ite (bvult mtu #x00000500) #x00000500 mtu)
                      route_mtu)
                 (ite (not (bvult route_mtu mtu))
                      (ite (bvult mtu #x00000228) #x00000228 mtu)
                      route_mtu)))
      (a!23 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!35 (ite ipv6
                 (ite (bvult route_mtu route_mtu)
                      (ite (bvult route_mtu #x00000500) #x00000500 route_mtu)
                      route_mtu)
                 (ite (not (bvult route_mtu route_mtu))
                      (ite (bvult route_mtu #x00000228) #x00000228 route_mtu)
                      route_mtu)))
      (a!36 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 route_mtu))
      (a!49 (ite (= route_mtu pmtu_cookie)
                 (bvsub probe_size #x00000001)
                 (ite (bvult route_mtu (bvsub probe_size #x00000001))
                      route_mtu
                      (bvsub probe_size #x00000001))))
      (a!50 (ite (= tcp_mtu_probing #x00000000)
                 search_high
                 (ite (= enabled #x00000000)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)))))
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
      (a!19 (bvslt mss_clamp
                   (bvsub a!18
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!37 (bvslt mss_clamp
                   (bvsub a!35
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!51 (ite (bvult a!18 (ite (bvult a!18 search_high) a!18 search_high))
                 a!18
                 (ite (bvult a!18 search_high) a!18 search_high))))
(let ((a!4 (bvslt mss_clamp
                  (bvsub a!3
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!8 (bvsub (ite (bvslt a!7 #x00000030) #x00000030 a!7)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!11 (bvsub (ite (bvslt a!10 #x00000030) #x00000030 a!10)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!20 (ite a!19
                 mss_clamp
                 (bvsub a!18
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!38 (ite a!37
                 mss_clamp
                 (bvsub a!35
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!43 (ite (bvult a!35 (ite (bvult a!35 a!3) a!35 a!3))
                 a!35
                 (ite (bvult a!35 a!3) a!35 a!3)))
      (a!52 (ite (= a!18 a!18)
                 (ite (bvult a!18 search_high) a!18 search_high)
                 a!51)))
(let ((a!5 (ite a!4
                mss_clamp
                (bvsub a!3 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!12 (ite (= enabled #x00000000) a!8 (ite (bvslt a!8 a!11) a!8 a!11)))
      (a!21 (bvsub (ite (bvslt a!20 #x00000030) #x00000030 a!20)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!30 (ite (bvslt tcp_base_mss (bvashr a!11 #x00000001))
                 tcp_base_mss
                 (bvashr a!11 #x00000001)))
      (a!39 (bvsub (ite (bvslt a!38 #x00000030) #x00000030 a!38)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!44 (ite (= a!35 a!35) (ite (bvult a!35 a!3) a!35 a!3) a!43)))
(let ((a!13 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) mss_cache a!12)
                 a!12))
      (a!22 (ite (= enabled #x00000000) a!21 (ite (bvslt a!21 a!11) a!21 a!11)))
      (a!31 (ite (bvslt a!30 (bvsub #x00000044 (bvadd #x00000014 tcp_options)))
                 (bvsub #x00000044 (bvadd #x00000014 tcp_options))
                 a!30))
      (a!40 (ite (= enabled #x00000000) a!39 (ite (bvslt a!39 a!11) a!39 a!11))))
(let ((a!14 (bvslt (bvsub (ite (bvslt a!5 #x00000030) #x00000030 a!5)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvmul #x00000002 a!13)))
      (a!15 (bvadd (bvmul #x00000002 a!13)
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!24 (and (not (= probe_size #x00000000))
                 (bvult (ite (= a!18 a!18) a!22 a!22) a!23)))
      (a!32 (ite (= enabled #x00000000)
                 search_low
                 (bvadd a!31
                        (bvadd (bvadd #x00000014 tcp_options)
                               (ite ipv6 #x00000028 #x00000014)))))
      (a!41 (and (not (= probe_size #x00000000))
                 (bvult (ite (= a!35 a!35) a!40 a!40) a!23))))
(let ((a!16 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!15))
                 #x00000000
                 a!15))
      (a!25 (or (bvult (ite (= a!18 a!18) a!22 a!22) mss_cache) a!24))
      (a!33 (ite (= event #x00000002)
                 search_low
                 (ite (= event #x00000003)
                      (ite (= tcp_mtu_probing #x00000000) search_low a!32)
                      search_low)))
      (a!42 (or (bvult (ite (= a!35 a!35) a!40 a!40) a!13) a!41)))
(let ((a!17 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 #x00000000
                 (ite a!14 #x00000000 a!16)))
      (a!26 (ite (bvult a!18 pmtu_cookie)
                 (ite (and a!25 (not cwnd_full)) #x00000000 #x00000000)
                 #x00000000))
      (a!34 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000)) probe_size search_low)
                 a!33))
      (a!45 (ite (and a!42 (not false))
                 (ite (= a!35 a!35) a!44 (ite (bvult a!35 a!44) a!35 a!44))
                 a!44))
      (a!53 (ite (and a!25 (not cwnd_full))
                 (ite (= a!18 a!18) a!52 (ite (bvult a!18 a!52) a!18 a!52))
                 a!52)))
(let ((a!27 (ite (= event #x00000005)
                 #x00000000
                 (ite (= event #x00000006)
                      (ite false #x00000000 a!26)
                      (ite (= event #x00000007) #x00000000 #x00000000))))
      (a!46 (ite ipv6 a!3 (ite false a!3 (ite (bvult a!35 a!36) a!45 a!3))))
      (a!54 (ite (= event #x00000006)
                 (ite false
                      search_high
                      (ite (bvult a!18 pmtu_cookie) a!53 search_high))
                 search_high)))
(let ((a!28 (ite (= event #x00000002)
                 #x00000000
                 (ite (= event #x00000003)
                      #x00000000
                      (ite (= event #x00000004) #x00000000 a!27))))
      (a!47 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!15))
                 a!46
                 a!3))
      (a!55 (ite (= event #x00000004)
                 a!2
                 (ite (= event #x00000005)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      a!54))))
(let ((a!29 (ite (= event #x00000000)
                 a!17
                 (ite (= event #x00000001) #x00000000 a!28)))
      (a!48 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 a!2
                 (ite a!14 a!3 a!47)))
      (a!56 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie)
                      a!50
                      (ite (bvult route_mtu a!50) route_mtu a!50))
                 a!55)))
(let ((a!57 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000)) a!49 search_high)
                 a!56)))
(let ((a!58 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000))
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      search_high)
                 a!57)))
(let ((a!59 (and (bvslt (ite (= event #x00000000) search_low a!34) a!29)
                 (bvsle a!29 (ite (= event #x00000000) a!48 a!58)))))
  (not (or (not (bvslt #x00000000 a!29)) a!59)))))))))))))))))
(check-sat)
