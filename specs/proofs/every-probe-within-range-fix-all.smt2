; every-probe-within-range-fix-all
; expected: unsat
; claim: unsat: no event from a state of the invariant breaks sent > 0 => search_low < sent <= search_high (sat: an event from a state of the invariant breaks it)
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
      (a!13 (bvslt mss_clamp
                   (bvsub mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!16 (ite (and (= route_locked #x00000000) (not (bvult route_mtu mtu)))
                 (ite (bvult mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      mtu)
                 route_mtu))
      (a!37 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!44 (ite (= HZ #x0000012c)
                 (bvmul tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul tcp_probe_interval #x00000064)
                           (bvmul tcp_probe_interval #x00000064)))))
      (a!46 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 route_mtu))
      (a!48 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!67 (ite (and (= route_locked #x00000000)
                      (not (bvult route_mtu route_mtu)))
                 (ite (bvult route_mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      route_mtu)
                 route_mtu))
      (a!98 (ite (bvslt (ite (bvult pmtu_cookie search_high)
                             pmtu_cookie
                             search_high)
                        probe_size)
                 (ite (bvult pmtu_cookie search_high) pmtu_cookie search_high)
                 probe_size))
      (a!99 (ite (bvslt search_high (bvsub probe_size #x00000001))
                 search_high
                 (bvsub probe_size #x00000001)))
      (a!101 (ite (bvslt (ite (bvult pmtu_cookie search_high)
                              pmtu_cookie
                              search_high)
                         search_low)
                  (ite (bvult pmtu_cookie search_high) pmtu_cookie search_high)
                  search_low))
      (a!102 (bvslt mss_clamp
                    (bvsub search_low
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!110 (ite (= tcp_mtu_probing #x00000000)
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
      (a!45 (bvule (ite (= HZ #x000003e8)
                        (bvmul tcp_probe_interval #x000003e8)
                        a!44)
                   (bvsub (ite timed at now) probe_timestamp)))
      (a!47 (ite (bvult (ite (= route_mtu a!46) a!46 route_mtu)
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 (ite (= route_mtu a!46) a!46 route_mtu)
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!49 (ite a!48
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!51 (bvslt mss_clamp
                   (bvsub a!4
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!68 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!67)
                   a!46))
      (a!69 (= (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!67)
               (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!67)))
      (a!70 (bvsub (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!67)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!100 (ite (bvslt (ite (bvult route_mtu a!99) route_mtu a!99) search_low)
                  (ite (bvult route_mtu a!99) route_mtu a!99)
                  search_low))
      (a!103 (ite a!102
                  mss_clamp
                  (bvsub search_low
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!126 (ite (not (= probe_size #x00000000))
                  (ite (= route_mtu pmtu_cookie)
                       a!99
                       (ite (bvult route_mtu a!99) route_mtu a!99))
                  search_high)))
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
      (a!50 (bvsub (ite (bvslt a!49 tcp_min_snd_mss) tcp_min_snd_mss a!49)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!52 (ite a!51
                 mss_clamp
                 (bvsub a!4 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!55 (bvslt mss_clamp
                   (bvsub a!5
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!71 (ite (bvslt (ite (bvslt mss_clamp a!70) mss_clamp a!70)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!70) mss_clamp a!70)))
      (a!72 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!67)
                   a!3))
      (a!104 (bvashr (bvsub (ite (bvslt a!103 tcp_min_snd_mss)
                                 tcp_min_snd_mss
                                 a!103)
                            (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                     #x00000001)))
(let ((a!7 (bvsub (bvashr (bvadd a!3 a!6 #x00000001) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!23 (bvsub (ite (bvslt a!22 search_low) a!22 search_low)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!28 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!16)
                   a!22))
      (a!53 (bvsub (ite (bvslt a!52 tcp_min_snd_mss) tcp_min_snd_mss a!52)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!56 (ite a!55
                 mss_clamp
                 (bvsub a!5 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!59 (ite (bvslt (ite (bvult route_mtu a!3) route_mtu a!3) a!6)
                 (ite (bvult route_mtu a!3) route_mtu a!3)
                 a!6))
      (a!73 (ite a!72
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!67)
                 a!3))
      (a!105 (ite (bvslt (ite (bvslt tcp_base_mss a!104) tcp_base_mss a!104)
                         tcp_mtu_probe_floor)
                  tcp_mtu_probe_floor
                  (ite (bvslt tcp_base_mss a!104) tcp_base_mss a!104))))
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
      (a!54 (ite (= route_mtu pmtu_cookie)
                 mss_cache
                 (ite (= enabled #x00000000)
                      a!50
                      (ite (bvslt a!50 a!53) a!50 a!53))))
      (a!57 (bvsub (ite (bvslt a!56 tcp_min_snd_mss) tcp_min_snd_mss a!56)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!60 (bvslt mss_clamp
                   (bvsub a!59
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!74 (bvsub (ite (bvslt a!73 a!6) a!73 a!6)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!79 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!67)
                   a!73))
      (a!106 (bvadd (ite (bvslt a!105 tcp_min_snd_mss) tcp_min_snd_mss a!105)
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014)))))
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
      (a!58 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 a!54
                 (ite (= enabled #x00000000)
                      a!50
                      (ite (bvslt a!50 a!57) a!50 a!57))))
      (a!61 (ite a!60
                 mss_clamp
                 (bvsub a!59
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!75 (ite (bvslt (ite (bvslt mss_clamp a!74) mss_clamp a!74)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!74) mss_clamp a!74)))
      (a!80 (ite a!79
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!67)
                 a!73))
      (a!107 (bvslt (ite (bvult pmtu_cookie search_high)
                         pmtu_cookie
                         search_high)
                    (ite (and ipv6 (bvslt a!106 #x00000500)) #x00000500 a!106)))
      (a!112 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!16)
                    (ite a!18 a!22 a!29))))
(let ((a!10 (or (bvsle a!9 a!6)
                (bvslt a!3 a!9)
                (bvslt (bvsub a!3 a!6) tcp_probe_threshold)))
      (a!11 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!9))
                 #x00000000
                 a!9))
      (a!26 (ite a!25
                 (bvsub a!20 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!24 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!31 (bvslt mss_clamp
                   (bvsub a!30
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!62 (bvsub (ite (bvslt a!61 tcp_min_snd_mss) tcp_min_snd_mss a!61)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!76 (bvslt (bvsub a!71
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!75
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!81 (ite (bvslt a!80 (ite (bvslt a!73 a!6) a!73 a!6))
                 a!80
                 (ite (bvslt a!73 a!6) a!73 a!6)))
      (a!89 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!67)
                   (ite a!69 a!73 a!80)))
      (a!108 (ite a!107
                  (ite (bvult pmtu_cookie search_high) pmtu_cookie search_high)
                  (ite (and ipv6 (bvslt a!106 #x00000500)) #x00000500 a!106)))
      (a!113 (ite a!112
                  (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!16)
                  (ite a!18 a!22 a!29))))
(let ((a!12 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 #x00000000
                 (ite a!10 #x00000000 a!11)))
      (a!27 (ite (= enabled #x00000000)
                 (bvsub a!20 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!26))
      (a!32 (ite a!31
                 mss_clamp
                 (bvsub a!30
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!63 (ite (= route_mtu a!46)
                 a!58
                 (ite (= enabled #x00000000)
                      a!50
                      (ite (bvslt a!50 a!62) a!50 a!62))))
      (a!77 (ite a!76
                 (bvsub a!71 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!75 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!82 (bvslt mss_clamp
                   (bvsub a!81
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!90 (ite a!89
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!67)
                 (ite a!69 a!73 a!80)))
      (a!109 (ite (= tcp_mtu_probing #x00000000)
                  search_low
                  (ite (= enabled #x00000000) a!101 a!108)))
      (a!114 (bvslt a!113
                    (ite a!18
                         (ite (bvslt a!22 search_low) a!22 search_low)
                         a!30))))
(let ((a!33 (bvsub (ite (bvslt a!32 tcp_min_snd_mss) tcp_min_snd_mss a!32)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!64 (bvadd a!63
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!78 (ite (= enabled #x00000000)
                 (bvsub a!71 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!77))
      (a!83 (ite a!82
                 mss_clamp
                 (bvsub a!81
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!91 (bvslt a!90 (ite a!69 (ite (bvslt a!73 a!6) a!73 a!6) a!81)))
      (a!111 (ite (bvslt (ite (bvult route_mtu a!110) route_mtu a!110) a!109)
                  (ite (bvult route_mtu a!110) route_mtu a!110)
                  a!109))
      (a!115 (ite a!114
                  a!113
                  (ite a!18 (ite (bvslt a!22 search_low) a!22 search_low) a!30))))
(let ((a!34 (bvslt (bvsub a!20
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!33))
      (a!65 (bvslt a!47
                   (ite (and ipv6 (bvslt a!64 #x00000500)) #x00000500 a!64)))
      (a!84 (bvsub (ite (bvslt a!83 tcp_min_snd_mss) tcp_min_snd_mss a!83)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!92 (ite a!91 a!90 (ite a!69 (ite (bvslt a!73 a!6) a!73 a!6) a!81)))
      (a!116 (ite a!18
                  (ite a!18 (ite (bvslt a!22 search_low) a!22 search_low) a!30)
                  a!115)))
(let ((a!35 (ite a!34
                 (bvsub a!20 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!33))
      (a!66 (ite a!65
                 a!47
                 (ite (and ipv6 (bvslt a!64 #x00000500)) #x00000500 a!64)))
      (a!85 (bvslt (bvsub a!71
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!84))
      (a!93 (ite a!69 (ite a!69 (ite (bvslt a!73 a!6) a!73 a!6) a!81) a!92)))
(let ((a!36 (ite (= enabled #x00000000)
                 (bvsub a!20 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!35))
      (a!86 (ite a!85
                 (bvsub a!71 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!84)))
(let ((a!38 (or (bvult (ite a!18 a!27 a!36) mss_cache)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!18 a!27 a!36) a!37))))
      (a!87 (ite (= enabled #x00000000)
                 (bvsub a!71 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!86)))
(let ((a!39 (ite a!17
                 (ite (and a!38 (not cwnd_full)) #x00000000 #x00000000)
                 #x00000000))
      (a!88 (or (bvult (ite a!69 a!78 a!87) a!58)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!69 a!78 a!87) a!37))))
      (a!117 (ite (and a!38 (not cwnd_full))
                  a!116
                  (ite a!18 (ite (bvslt a!22 search_low) a!22 search_low) a!30)))
      (a!127 (ite a!17
                  (ite (and a!38 (not cwnd_full))
                       (ite a!18 (ite a!18 a!22 a!29) a!113)
                       (ite a!18 a!22 a!29))
                  search_high)))
(let ((a!40 (ite (and ipv6 (or (bvult mtu #x00000500) a!15)) #x00000000 a!39))
      (a!94 (ite (and a!88 (not false))
                 a!93
                 (ite a!69 (ite (bvslt a!73 a!6) a!73 a!6) a!81)))
      (a!118 (ite (and ipv6 (or (bvult mtu #x00000500) a!15))
                  search_low
                  (ite a!17 a!117 search_low)))
      (a!122 (ite a!68
                  (ite (and a!88 (not false))
                       (ite a!69 (ite a!69 a!73 a!80) a!90)
                       (ite a!69 a!73 a!80))
                  a!3))
      (a!128 (ite (and ipv6 (or (bvult mtu #x00000500) a!15)) search_high a!127)))
(let ((a!41 (ite (= event #x00000005)
                 #x00000000
                 (ite (= event #x00000006)
                      a!40
                      (ite (= event #x00000007) #x00000000 #x00000000))))
      (a!95 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!58 a!50)))
                 a!6
                 (ite a!68 a!94 a!6)))
      (a!119 (ite (= event #x00000004)
                  (ite (= route_mtu pmtu_cookie) search_low a!4)
                  (ite (= event #x00000005)
                       a!101
                       (ite (= event #x00000006) a!118 search_low))))
      (a!123 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!58 a!50)))
                  a!3
                  a!122))
      (a!129 (ite (= event #x00000004)
                  a!2
                  (ite (= event #x00000005)
                       (ite (bvult pmtu_cookie search_high)
                            pmtu_cookie
                            search_high)
                       (ite (= event #x00000006) a!128 search_high)))))
(let ((a!42 (ite (= event #x00000002)
                 #x00000000
                 (ite (= event #x00000003)
                      #x00000000
                      (ite (= event #x00000004) #x00000000 a!41))))
      (a!96 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!9))
                 (ite ipv6 a!6 a!95)
                 a!6))
      (a!120 (ite (= event #x00000002)
                  (ite (not (= probe_size #x00000000))
                       (ite (= route_mtu pmtu_cookie) search_low a!100)
                       search_low)
                  (ite (= event #x00000003)
                       (ite (= route_mtu pmtu_cookie) a!109 a!111)
                       a!119)))
      (a!124 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!9))
                  (ite ipv6 a!3 a!123)
                  a!3))
      (a!130 (ite (= event #x00000003)
                  (ite (= route_mtu pmtu_cookie)
                       a!110
                       (ite (bvult route_mtu a!110) route_mtu a!110))
                  a!129)))
(let ((a!43 (ite (= event #x00000000)
                 a!12
                 (ite (= event #x00000001) #x00000000 a!42)))
      (a!97 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 (ite (= route_mtu pmtu_cookie) search_low a!4)
                 (ite a!10 (ite a!45 a!66 a!6) a!96)))
      (a!121 (ite (= event #x00000001)
                  (ite (not (= probe_size #x00000000)) a!98 search_low)
                  a!120))
      (a!125 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  a!2
                  (ite a!10 (ite a!45 a!47 a!3) a!124)))
      (a!131 (ite (= event #x00000001)
                  (ite (not (= probe_size #x00000000))
                       (ite (bvult pmtu_cookie search_high)
                            pmtu_cookie
                            search_high)
                       search_high)
                  (ite (= event #x00000002) a!126 a!130))))
(let ((a!132 (and (bvslt (ite (= event #x00000000) a!97 a!121) a!43)
                  (bvsle a!43 (ite (= event #x00000000) a!125 a!131)))))
  (not (or (not (bvslt #x00000000 a!43)) a!132))))))))))))))))))))))
(check-sat)
