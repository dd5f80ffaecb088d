; every-probe-within-range-fix-probe-in-range
; expected: unsat
; claim: unsat: no event from a state of the invariant breaks sent > 0 => search_low < sent <= search_high (sat: an event from a state of the invariant breaks it)
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
(declare-fun tcp_base_mss () (_ BitVec 32))
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
      (a!10 (bvslt mss_clamp
                   (bvsub mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!13 (ite (and (= route_locked #x00000000) (not (bvult route_mtu mtu)))
                 (ite (bvult mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      mtu)
                 route_mtu))
      (a!18 (bvslt mss_clamp
                   (bvsub search_low
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!24 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!31 (ite (= HZ #x0000012c)
                 (bvmul tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul tcp_probe_interval #x00000064)
                           (bvmul tcp_probe_interval #x00000064)))))
      (a!33 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 route_mtu))
      (a!34 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!46 (ite (and (= route_locked #x00000000)
                      (not (bvult route_mtu route_mtu)))
                 (ite (bvult route_mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      route_mtu)
                 route_mtu))
      (a!66 (ite (= route_mtu pmtu_cookie)
                 (bvsub probe_size #x00000001)
                 (ite (bvult route_mtu (bvsub probe_size #x00000001))
                      route_mtu
                      (bvsub probe_size #x00000001))))
      (a!67 (ite (= tcp_mtu_probing #x00000000)
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
      (a!11 (ite a!10
                 mss_clamp
                 (bvsub mtu (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!14 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!13)
                   pmtu_cookie))
      (a!15 (= (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!13)
               (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!13)))
      (a!16 (bvsub (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!13)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!19 (ite a!18
                 mss_clamp
                 (bvsub search_low
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!32 (bvule (ite (= HZ #x000003e8)
                        (bvmul tcp_probe_interval #x000003e8)
                        a!31)
                   (bvsub (ite timed at now) probe_timestamp)))
      (a!35 (ite a!34
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!47 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!46)
                   a!33))
      (a!48 (= (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!46)
               (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!46)))
      (a!49 (bvsub (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!46)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!68 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!13)
                   search_high)))
(let ((a!4 (bvsub (bvashr (bvadd a!3 search_low) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!12 (bvule mss_cache
                   (bvsub (ite (bvslt a!11 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!11)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!17 (ite (bvslt (ite (bvslt mss_clamp a!16) mss_clamp a!16)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!16) mss_clamp a!16)))
      (a!20 (bvsub (ite (bvslt a!19 tcp_min_snd_mss) tcp_min_snd_mss a!19)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!36 (bvsub (ite (bvslt a!35 tcp_min_snd_mss) tcp_min_snd_mss a!35)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!50 (ite (bvslt (ite (bvslt mss_clamp a!49) mss_clamp a!49)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!49) mss_clamp a!49)))
      (a!55 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!46)
                   a!3))
      (a!69 (ite a!68
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!13)
                 search_high)))
(let ((a!5 (ite (bvslt (ite (bvslt mss_clamp a!4) mss_clamp a!4)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!4) mss_clamp a!4)))
      (a!21 (bvslt (bvsub a!17
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!20))
      (a!37 (ite (= enabled #x00000000) a!36 (ite (bvslt a!36 a!20) a!36 a!20)))
      (a!41 (ite (bvslt tcp_base_mss (bvashr a!20 #x00000001))
                 tcp_base_mss
                 (bvashr a!20 #x00000001)))
      (a!51 (bvslt (bvsub a!50
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!20))
      (a!56 (ite a!55
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!46)
                 a!3))
      (a!70 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!13)
                   a!69)))
(let ((a!6 (bvadd (bvsub a!5 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!22 (ite a!21
                 (bvsub a!17 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!20))
      (a!38 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) mss_cache a!37)
                 a!37))
      (a!42 (ite (bvslt (ite (bvslt a!41 tcp_mtu_probe_floor)
                             tcp_mtu_probe_floor
                             a!41)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt a!41 tcp_mtu_probe_floor) tcp_mtu_probe_floor a!41)))
      (a!52 (ite a!51
                 (bvsub a!50 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!20))
      (a!57 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!46)
                   a!56))
      (a!71 (ite a!70
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!13)
                 a!69)))
(let ((a!7 (or (bvsle a!6 search_low)
               (bvslt a!3 a!6)
               (bvslt (bvsub a!3 search_low) tcp_probe_threshold)))
      (a!8 (ite (and (or ipv6 (= route_locked #x00000000))
                     (bvult route_mtu a!6))
                #x00000000
                a!6))
      (a!23 (ite (= enabled #x00000000)
                 (bvsub a!17 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!22))
      (a!39 (ite a!32
                 (bvadd (ite (= route_mtu a!33) a!38 a!37)
                        (bvadd (bvadd #x00000014 tcp_options)
                               (ite ipv6 #x00000028 #x00000014)))
                 search_low))
      (a!43 (ite (= enabled #x00000000)
                 search_low
                 (bvadd a!42
                        (bvadd (bvadd #x00000014 tcp_options)
                               (ite ipv6 #x00000028 #x00000014)))))
      (a!53 (ite (= enabled #x00000000)
                 (bvsub a!50 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!52))
      (a!58 (ite a!57
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!46)
                 a!56))
      (a!72 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!13)
                   (ite a!15 a!69 a!71))))
(let ((a!9 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                #x00000000
                (ite a!7 #x00000000 a!8)))
      (a!25 (or (bvult (ite a!15 a!23 a!23) mss_cache)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!15 a!23 a!23) a!24))))
      (a!40 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 search_low
                 (ite a!7 a!39 search_low)))
      (a!44 (ite (= event #x00000002)
                 search_low
                 (ite (= event #x00000003)
                      (ite (= tcp_mtu_probing #x00000000) search_low a!43)
                      search_low)))
      (a!54 (or (bvult (ite a!48 a!53 a!53) a!38)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!48 a!53 a!53) a!24))))
      (a!59 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!46)
                   (ite a!48 a!56 a!58)))
      (a!73 (ite a!72
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!13)
                 (ite a!15 a!69 a!71))))
(let ((a!26 (ite a!14
                 (ite (and a!25 (not cwnd_full)) #x00000000 #x00000000)
                 #x00000000))
      (a!45 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000)) probe_size search_low)
                 a!44))
      (a!60 (ite a!59
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!46)
                 (ite a!48 a!56 a!58)))
      (a!74 (ite a!14
                 (ite (and a!25 (not cwnd_full))
                      (ite a!15 (ite a!15 a!69 a!71) a!73)
                      (ite a!15 a!69 a!71))
                 search_high)))
(let ((a!27 (ite (and ipv6 (or (bvult mtu #x00000500) a!12)) #x00000000 a!26))
      (a!61 (ite a!47
                 (ite (and a!54 (not false))
                      (ite a!48 (ite a!48 a!56 a!58) a!60)
                      (ite a!48 a!56 a!58))
                 a!3))
      (a!75 (ite (and ipv6 (or (bvult mtu #x00000500) a!12)) search_high a!74)))
(let ((a!28 (ite (= event #x00000005)
                 #x00000000
                 (ite (= event #x00000006)
                      a!27
                      (ite (= event #x00000007) #x00000000 #x00000000))))
      (a!62 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!38 a!36)))
                 a!3
                 a!61))
      (a!76 (ite (= event #x00000004)
                 a!2
                 (ite (= event #x00000005)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (= event #x00000006) a!75 search_high)))))
(let ((a!29 (ite (= event #x00000002)
                 #x00000000
                 (ite (= event #x00000003)
                      #x00000000
                      (ite (= event #x00000004) #x00000000 a!28))))
      (a!63 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!6))
                 (ite ipv6 a!3 a!62)
                 a!3))
      (a!77 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie)
                      a!67
                      (ite (bvult route_mtu a!67) route_mtu a!67))
                 a!76)))
(let ((a!30 (ite (= event #x00000000)
                 a!9
                 (ite (= event #x00000001) #x00000000 a!29)))
      (a!64 (ite a!7
                 (ite a!32
                      (bvadd mss_clamp
                             #x00000014
                             (ite ipv6 #x00000028 #x00000014))
                      a!3)
                 a!63))
      (a!78 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000)) a!66 search_high)
                 a!77)))
(let ((a!65 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 a!2
                 a!64))
      (a!79 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000))
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      search_high)
                 a!78)))
(let ((a!80 (and (bvslt (ite (= event #x00000000) a!40 a!45) a!30)
                 (bvsle a!30 (ite (= event #x00000000) a!65 a!79)))))
  (not (or (not (bvslt #x00000000 a!30)) a!80)))))))))))))))))
(check-sat)
