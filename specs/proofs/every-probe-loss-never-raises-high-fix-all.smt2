; every-probe-loss-never-raises-high-fix-all
; expected: unsat
; claim: unsat: no event from a state of the invariant breaks probe lost => search_high' <= search_high (sat: an event from a state of the invariant breaks it)
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
(declare-fun mss_cache () (_ BitVec 32))
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun tcp_probe_interval () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_mtu_probing () (_ BitVec 32))
(declare-fun route_locked () (_ BitVec 32))
(declare-fun enabled () (_ BitVec 32))
(declare-fun search_low () (_ BitVec 32))
(declare-fun probe_size () (_ BitVec 32))
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
       (bvule search_high pmtu_cookie)
       (bvsle #xffffffff search_high)
       (bvsle search_high #x0001003b)
       (bvsle #x00000000 search_high)
       (bvsle search_high
              (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014)))
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
      (a!13 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 route_mtu))
      (a!17 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!28 (ite (and (= route_locked #x00000000)
                      (not (bvult route_mtu route_mtu)))
                 (ite (bvult route_mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      route_mtu)
                 route_mtu))
      (a!49 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!58 (ite (bvslt search_high (bvsub probe_size #x00000001))
                 search_high
                 (bvsub probe_size #x00000001)))
      (a!60 (ite (= tcp_mtu_probing #x00000000)
                 search_high
                 (ite (= enabled #x00000000)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high))))
      (a!61 (bvslt mss_clamp
                   (bvsub mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!64 (ite (and (= route_locked #x00000000) (not (bvult route_mtu mtu)))
                 (ite (bvult mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      mtu)
                 route_mtu)))
(let ((a!3 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                a!2
                (ite (bvult route_mtu a!2) route_mtu a!2)))
      (a!7 (ite (bvslt (ite (bvult route_mtu a!2) route_mtu a!2)
                       (ite (= route_mtu pmtu_cookie) search_low a!6))
                (ite (bvult route_mtu a!2) route_mtu a!2)
                (ite (= route_mtu pmtu_cookie) search_low a!6)))
      (a!14 (ite (bvult (ite (= route_mtu a!13) a!13 route_mtu)
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 (ite (= route_mtu a!13) a!13 route_mtu)
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!18 (ite a!17
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!20 (bvslt mss_clamp
                   (bvsub a!6
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!29 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!28)
                   a!13))
      (a!30 (= (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!28)
               (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!28)))
      (a!31 (bvsub (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!28)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!59 (ite (not (= probe_size #x00000000))
                 (ite (= route_mtu pmtu_cookie)
                      a!58
                      (ite (bvult route_mtu a!58) route_mtu a!58))
                 search_high))
      (a!62 (ite a!61
                 mss_clamp
                 (bvsub mtu (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!65 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!64)
                   pmtu_cookie))
      (a!66 (= (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!64)
               (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!64)))
      (a!67 (bvsub (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!64)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!69 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!64)
                   search_high)))
(let ((a!4 (bvslt mss_clamp
                  (bvsub a!3
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!8 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                (ite (= route_mtu pmtu_cookie) search_low a!6)
                a!7))
      (a!15 (ite (bvule (ite (= HZ #x000003e8)
                             (bvmul tcp_probe_interval #x000003e8)
                             a!12)
                        (bvsub (ite timed at now) probe_timestamp))
                 a!14
                 a!3))
      (a!19 (bvsub (ite (bvslt a!18 tcp_min_snd_mss) tcp_min_snd_mss a!18)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!21 (ite a!20
                 mss_clamp
                 (bvsub a!6 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!24 (bvslt mss_clamp
                   (bvsub a!7
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!32 (ite (bvslt (ite (bvslt mss_clamp a!31) mss_clamp a!31)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!31) mss_clamp a!31)))
      (a!33 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!28)
                   a!3))
      (a!63 (bvule mss_cache
                   (bvsub (ite (bvslt a!62 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!62)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!68 (ite (bvslt (ite (bvslt mss_clamp a!67) mss_clamp a!67)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!67) mss_clamp a!67)))
      (a!70 (ite a!69
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!64)
                 search_high)))
(let ((a!5 (ite a!4
                mss_clamp
                (bvsub a!3 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!9 (bvsub (bvashr (bvadd a!3 a!8) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!22 (bvsub (ite (bvslt a!21 tcp_min_snd_mss) tcp_min_snd_mss a!21)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!25 (ite a!24
                 mss_clamp
                 (bvsub a!7 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!34 (ite a!33
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!28)
                 a!3))
      (a!71 (bvsub (ite (bvslt a!70 search_low) a!70 search_low)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!76 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!64)
                   a!70)))
(let ((a!10 (ite (bvslt (ite (bvslt mss_clamp a!9) mss_clamp a!9)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!9) mss_clamp a!9)))
      (a!23 (ite (= route_mtu pmtu_cookie)
                 mss_cache
                 (ite (= enabled #x00000000)
                      a!19
                      (ite (bvslt a!19 a!22) a!19 a!22))))
      (a!26 (bvsub (ite (bvslt a!25 tcp_min_snd_mss) tcp_min_snd_mss a!25)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!35 (bvsub (ite (bvslt a!34 a!8) a!34 a!8)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!40 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!28)
                   a!34))
      (a!72 (ite (bvslt (ite (bvslt mss_clamp a!71) mss_clamp a!71)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!71) mss_clamp a!71)))
      (a!77 (ite a!76
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!64)
                 a!70)))
(let ((a!11 (bvslt (bvsub (ite (bvslt a!5 tcp_min_snd_mss) tcp_min_snd_mss a!5)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!10
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!16 (bvadd (bvsub a!10
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd #x00000014 tcp_options)
                   (ite ipv6 #x00000028 #x00000014)))
      (a!27 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 a!23
                 (ite (= enabled #x00000000)
                      a!19
                      (ite (bvslt a!19 a!26) a!19 a!26))))
      (a!36 (ite (bvslt (ite (bvslt mss_clamp a!35) mss_clamp a!35)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!35) mss_clamp a!35)))
      (a!41 (ite a!40
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!28)
                 a!34))
      (a!73 (bvslt (bvsub a!68
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!72
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!78 (ite (bvslt a!77 (ite (bvslt a!70 search_low) a!70 search_low))
                 a!77
                 (ite (bvslt a!70 search_low) a!70 search_low)))
      (a!86 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!64)
                   (ite a!66 a!70 a!77))))
(let ((a!37 (bvslt (bvsub a!32
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!36
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!42 (ite (bvslt a!41 (ite (bvslt a!34 a!8) a!34 a!8))
                 a!41
                 (ite (bvslt a!34 a!8) a!34 a!8)))
      (a!51 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!28)
                   (ite a!30 a!34 a!41)))
      (a!74 (ite a!73
                 (bvsub a!68 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!72 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!79 (bvslt mss_clamp
                   (bvsub a!78
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!87 (ite a!86
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!64)
                 (ite a!66 a!70 a!77))))
(let ((a!38 (ite a!37
                 (bvsub a!32 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!36 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!43 (bvslt mss_clamp
                   (bvsub a!42
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!52 (ite a!51
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!28)
                 (ite a!30 a!34 a!41)))
      (a!75 (ite (= enabled #x00000000)
                 (bvsub a!68 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!74))
      (a!80 (ite a!79
                 mss_clamp
                 (bvsub a!78
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!39 (ite (= enabled #x00000000)
                 (bvsub a!32 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!38))
      (a!44 (ite a!43
                 mss_clamp
                 (bvsub a!42
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!81 (bvsub (ite (bvslt a!80 tcp_min_snd_mss) tcp_min_snd_mss a!80)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!45 (bvsub (ite (bvslt a!44 tcp_min_snd_mss) tcp_min_snd_mss a!44)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!82 (bvslt (bvsub a!68
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!81)))
(let ((a!46 (bvslt (bvsub a!32
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!45))
      (a!83 (ite a!82
                 (bvsub a!68 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!81)))
(let ((a!47 (ite a!46
                 (bvsub a!32 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!45))
      (a!84 (ite (= enabled #x00000000)
                 (bvsub a!68 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!83)))
(let ((a!48 (ite (= enabled #x00000000)
                 (bvsub a!32 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!47))
      (a!85 (or (bvult (ite a!66 a!75 a!84) mss_cache)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!66 a!75 a!84) a!49)))))
(let ((a!50 (or (bvult (ite a!30 a!39 a!48) a!27)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!30 a!39 a!48) a!49))))
      (a!88 (ite a!65
                 (ite (and a!85 (not cwnd_full))
                      (ite a!66 (ite a!66 a!70 a!77) a!87)
                      (ite a!66 a!70 a!77))
                 search_high)))
(let ((a!53 (ite a!29
                 (ite (and a!50 (not false))
                      (ite a!30 (ite a!30 a!34 a!41) a!52)
                      (ite a!30 a!34 a!41))
                 a!3))
      (a!89 (ite (and ipv6 (or (bvult mtu #x00000500) a!63)) search_high a!88)))
(let ((a!54 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!27 a!19)))
                 a!3
                 a!53))
      (a!90 (ite (= event #x00000004)
                 a!2
                 (ite (= event #x00000005)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (= event #x00000006) a!89 search_high)))))
(let ((a!55 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!16))
                 (ite ipv6 a!3 a!54)
                 a!3))
      (a!91 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie)
                      a!60
                      (ite (bvult route_mtu a!60) route_mtu a!60))
                 a!90)))
(let ((a!56 (ite (or a!11 (bvslt (bvsub a!3 a!8) tcp_probe_threshold))
                 a!15
                 a!55))
      (a!92 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000))
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      search_high)
                 (ite (= event #x00000002) a!59 a!91))))
(let ((a!57 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 a!2
                 a!56)))
(let ((a!93 (or (not (= event #x00000002))
                (bvsle (ite (= event #x00000000) a!57 a!92) search_high))))
  (not a!93))))))))))))))))))))))
(check-sat)
