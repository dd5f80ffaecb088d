; every-probe-not-refused-fix-all
; expected: unsat
; claim: unsat: no event from a state of the invariant breaks refused => tcp_mss_to_mtu(sysctl_tcp_min_snd_mss) > dst_mtu (6.x; the floor above the route is assumed away) (sat: an event from a state of the invariant breaks it)
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
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(declare-fun snd_cwnd () (_ BitVec 32))
(declare-fun cwnd () (_ BitVec 32))
(declare-fun cwnd_set () Bool)
(declare-fun value () (_ BitVec 32))
(declare-fun cwnd_full () Bool)
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
      (a!13 (bvslt mss_clamp
                   (bvsub mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!16 (ite (and (= route_locked #x00000000) (not (bvult route_mtu mtu)))
                 (ite (bvult mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      mtu)
                 route_mtu))
      (a!44 (ite (and (= sysctl #x00000004)
                      (and (bvsle #x00000030 value) (bvsle value #x0000ffff)))
                 value
                 tcp_min_snd_mss))
      (a!49 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!60 (ite (and (= route_locked #x00000000)
                      (not (bvult route_mtu route_mtu)))
                 (ite (bvult route_mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      route_mtu)
                 route_mtu)))
(let ((a!3 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                a!2
                (ite (bvult route_mtu a!2) route_mtu a!2)))
      (a!5 (ite (bvslt (ite (bvult route_mtu a!2) route_mtu a!2)
                       (ite (= route_mtu pmtu_cookie) search_low a!4))
                (ite (bvult route_mtu a!2) route_mtu a!2)
                (ite (= route_mtu pmtu_cookie) search_low a!4)))
      (a!14 (ite a!13
                 mss_clamp
                 (bvsub mtu (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!17 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!16)
                   pmtu_cookie))
      (a!18 (= (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!16)
               (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!16)))
      (a!19 (bvsub (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!16)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!21 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!16)
                   search_high))
      (a!45 (ite (and (= sysctl #x00000005)
                      (and (bvsle #x00000030 value) (bvsle value #x0000ffff)))
                 tcp_min_snd_mss
                 a!44))
      (a!50 (ite a!49
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!52 (bvslt mss_clamp
                   (bvsub a!4
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!6 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                (ite (= route_mtu pmtu_cookie) search_low a!4)
                a!5))
      (a!15 (bvule mss_cache
                   (bvsub (ite (bvslt a!14 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!14)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!20 (ite (bvslt (ite (bvslt mss_clamp a!19) mss_clamp a!19)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!19) mss_clamp a!19)))
      (a!22 (ite a!21
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!16)
                 search_high))
      (a!46 (ite (= event #x00000005)
                 tcp_min_snd_mss
                 (ite (= event #x00000006)
                      tcp_min_snd_mss
                      (ite (= event #x00000007) tcp_min_snd_mss a!45))))
      (a!51 (bvsub (ite (bvslt a!50 tcp_min_snd_mss) tcp_min_snd_mss a!50)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!53 (ite a!52
                 mss_clamp
                 (bvsub a!4 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!56 (bvslt mss_clamp
                   (bvsub a!5
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!7 (bvsub (bvashr (bvadd a!3 a!6 #x00000001) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!23 (bvsub (ite (bvslt a!22 search_low) a!22 search_low)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!28 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!16)
                   a!22))
      (a!47 (ite (= event #x00000002)
                 tcp_min_snd_mss
                 (ite (= event #x00000003)
                      tcp_min_snd_mss
                      (ite (= event #x00000004) tcp_min_snd_mss a!46))))
      (a!54 (bvsub (ite (bvslt a!53 tcp_min_snd_mss) tcp_min_snd_mss a!53)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!57 (ite a!56
                 mss_clamp
                 (bvsub a!5 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!64 (ite (and ipv6 (or (bvult mtu #x00000500) a!15))
                 route_mtu
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!16))))
(let ((a!8 (ite (bvslt (ite (bvslt mss_clamp a!7) mss_clamp a!7)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!7) mss_clamp a!7)))
      (a!24 (ite (bvslt (ite (bvslt mss_clamp a!23) mss_clamp a!23)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!23) mss_clamp a!23)))
      (a!29 (ite a!28
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!16)
                 a!22))
      (a!48 (bvadd (ite (= event #x00000000)
                        tcp_min_snd_mss
                        (ite (= event #x00000001) tcp_min_snd_mss a!47))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!55 (ite (= route_mtu pmtu_cookie)
                 mss_cache
                 (ite (= enabled #x00000000)
                      a!51
                      (ite (bvslt a!51 a!54) a!51 a!54))))
      (a!58 (bvsub (ite (bvslt a!57 tcp_min_snd_mss) tcp_min_snd_mss a!57)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!65 (ite (= event #x00000005)
                 route_mtu
                 (ite (= event #x00000006)
                      a!64
                      (ite (= event #x00000007) mtu route_mtu)))))
(let ((a!9 (bvadd (bvsub a!8 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!25 (bvslt (bvsub a!20
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!24
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!30 (ite (bvslt a!29 (ite (bvslt a!22 search_low) a!22 search_low))
                 a!29
                 (ite (bvslt a!22 search_low) a!22 search_low)))
      (a!59 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 a!55
                 (ite (= enabled #x00000000)
                      a!51
                      (ite (bvslt a!51 a!58) a!51 a!58))))
      (a!66 (ite (= event #x00000002)
                 route_mtu
                 (ite (= event #x00000003)
                      route_mtu
                      (ite (= event #x00000004) route_mtu a!65)))))
(let ((a!10 (or (bvsle a!9 a!6)
                (bvslt a!3 a!9)
                (bvslt (bvsub a!3 a!6) tcp_probe_threshold)))
      (a!11 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!9))
                 true
                 false))
      (a!26 (ite a!25
                 (bvsub a!20 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!24 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!31 (bvslt mss_clamp
                   (bvsub a!30
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!61 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!59 a!51)))
                 route_mtu
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!60))))
(let ((a!12 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 false
                 (ite a!10 false a!11)))
      (a!27 (ite (= enabled #x00000000)
                 (bvsub a!20 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!26))
      (a!32 (ite a!31
                 mss_clamp
                 (bvsub a!30
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!62 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!9))
                 (ite ipv6 route_mtu a!61)
                 route_mtu)))
(let ((a!33 (bvsub (ite (bvslt a!32 tcp_min_snd_mss) tcp_min_snd_mss a!32)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!63 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 route_mtu
                 (ite a!10 route_mtu a!62))))
(let ((a!34 (bvslt (bvsub a!20
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!33))
      (a!67 (bvule a!48
                   (ite (= event #x00000000)
                        a!63
                        (ite (= event #x00000001) route_mtu a!66)))))
(let ((a!35 (ite a!34
                 (bvsub a!20 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!33)))
(let ((a!36 (ite (= enabled #x00000000)
                 (bvsub a!20 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!35)))
(let ((a!37 (bvult (ite a!18 a!27 a!36)
                   (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!38 (or (bvult (ite a!18 a!27 a!36) mss_cache)
                (and (not (= probe_size #x00000000)) a!37))))
(let ((a!39 (ite a!17 (ite (and a!38 (not cwnd_full)) false false) false)))
(let ((a!40 (ite (and ipv6 (or (bvult mtu #x00000500) a!15)) false a!39)))
(let ((a!41 (ite (= event #x00000005)
                 false
                 (ite (= event #x00000006)
                      a!40
                      (ite (= event #x00000007) false false)))))
(let ((a!42 (ite (= event #x00000002)
                 false
                 (ite (= event #x00000003)
                      false
                      (ite (= event #x00000004) false a!41)))))
(let ((a!43 (not (ite (= event #x00000000)
                      a!12
                      (ite (= event #x00000001) false a!42)))))
  (not (or a!43 (not a!67)))))))))))))))))))))))
(check-sat)
