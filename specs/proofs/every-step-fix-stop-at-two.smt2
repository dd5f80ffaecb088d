; every-step-fix-stop-at-two
; expected: unsat
; claim: unsat: every event from a state of the invariant keeps it (IP minimum (68, IPv6 1280) <= dst_mtu <= 65535; IP minimum (68, IPv6 1280) <= icsk_pmtu_cookie <= 65535; 0 <= search_high; icsk_mtup.probe_size == 0 or 1 <= icsk_mtup.probe_size <= 65535 + 120; mss_cache <= 65535; icsk_mtup.enabled is 0 or 1; the route's lock is 0 or 1; sysctl_tcp_mtu_probing within its proc handler's range; sysctl_tcp_probe_interval within its proc handler's range; sysctl_tcp_min_snd_mss within its proc handler's range; sysctl_tcp_mtu_probe_floor within its proc handler's range; tcp_mss_to_mtu(sysctl_tcp_min_snd_mss) <= 65535 + 120; mss_cache + tcp_header_len - 20 >= 48)
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
(declare-fun search_low () (_ BitVec 32))
(declare-fun cwnd_full () Bool)
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun probe_timestamp () (_ BitVec 32))
(declare-fun now () (_ BitVec 32))
(declare-fun at () (_ BitVec 32))
(declare-fun timed () Bool)
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(declare-fun snd_cwnd () (_ BitVec 32))
(declare-fun cwnd () (_ BitVec 32))
(declare-fun cwnd_set () Bool)
(declare-fun value () (_ BitVec 32))
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
      (a!11 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!14 (bvslt mss_clamp
                   (bvsub search_low
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!19 (ite (and (= route_locked #x00000000)
                      (not (bvult route_mtu route_mtu)))
                 (ite (bvult route_mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      route_mtu)
                 route_mtu))
      (a!23 (bvslt mss_clamp
                   (bvsub mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!26 (ite (and (= route_locked #x00000000) (not (bvult route_mtu mtu)))
                 (ite (bvult mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      mtu)
                 route_mtu))
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
      (a!52 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!65 (ite (= route_mtu pmtu_cookie)
                 (bvsub probe_size #x00000001)
                 (ite (bvult route_mtu (bvsub probe_size #x00000001))
                      route_mtu
                      (bvsub probe_size #x00000001))))
      (a!66 (ite (= tcp_mtu_probing #x00000000)
                 search_high
                 (ite (= enabled #x00000000)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high))))
      (a!102 (bvslt mss_clamp
                    (bvsub pmtu_cookie
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!105 (bvslt mss_clamp
                    (bvsub probe_size
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!116 (ite (= tcp_mtu_probing #x00000000)
                  enabled
                  (ite (= enabled #x00000000) #x00000001 enabled)))
      (a!129 (and (and (= route_locked #x00000000)
                       (not (bvult route_mtu route_mtu)))
                  (bvult route_mtu #x00000228)))
      (a!133 (and (and (= route_locked #x00000000) (not (bvult route_mtu mtu)))
                  (bvult mtu #x00000228)))
      (a!138 (and (= sysctl #x00000005)
                  (and (bvsle #x00000030 value) (bvsle value #x0000ffff))))
      (a!139 (and (= sysctl #x00000004)
                  (and (bvsle #x00000030 value) (bvsle value #x0000ffff))))
      (a!140 (ite (= HZ #x0000012c)
                  #x00da740d
                  (ite (= HZ #x000000fa)
                       #x010624dd
                       (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!142 (ite (and (= sysctl #x00000001) true)
                  tcp_mtu_probing
                  (ite (and (= sysctl #x00000000)
                            (bvsle #x00000000 value)
                            (bvsle value #x000000ff))
                       value
                       tcp_mtu_probing)))
      (a!157 (or (not (bvslt #x00000000 #x00000000))
                 (and (bvsle (ite ipv6 #x00000500 #x00000044) #x00000000)
                      (bvsle #x00000000 #x0000ffff)))))
(let ((a!3 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                a!2
                (ite (bvult route_mtu a!2) route_mtu a!2)))
      (a!12 (ite a!11
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!15 (ite a!14
                 mss_clamp
                 (bvsub search_low
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!24 (ite a!23
                 mss_clamp
                 (bvsub mtu (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!32 (bvule (ite (= HZ #x000003e8)
                        (bvmul tcp_probe_interval #x000003e8)
                        a!31)
                   (bvsub (ite timed at now) probe_timestamp)))
      (a!34 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!19)
                   a!33))
      (a!40 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
                   pmtu_cookie))
      (a!46 (= (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!19)
               (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!19)))
      (a!47 (bvsub (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!19)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!67 (= (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
               (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)))
      (a!68 (bvsub (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!74 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
                   search_high))
      (a!103 (ite a!102
                  mss_clamp
                  (bvsub pmtu_cookie
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!106 (ite a!105
                  mss_clamp
                  (bvsub probe_size
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!127 (ite (= event #x00000001)
                  enabled
                  (ite (= event #x00000002)
                       enabled
                       (ite (= event #x00000003) a!116 enabled))))
      (a!141 (and (= sysctl #x00000003)
                  (bvsle #x00000000 value)
                  (bvsle value (ite (= HZ #x000003e8) #x00418937 a!140))))
      (a!150 (ite (= event #x00000006)
                  tcp_min_snd_mss
                  (ite (= event #x00000007)
                       tcp_min_snd_mss
                       (ite a!138
                            tcp_min_snd_mss
                            (ite a!139 value tcp_min_snd_mss)))))
      (a!153 (ite (= event #x00000005)
                  tcp_mtu_probe_floor
                  (ite (= event #x00000006)
                       tcp_mtu_probe_floor
                       (ite (= event #x00000007)
                            tcp_mtu_probe_floor
                            (ite a!138 value tcp_mtu_probe_floor))))))
(let ((a!4 (bvslt mss_clamp
                  (bvsub a!3
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (bvsub (bvashr (bvadd a!3 search_low) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!13 (bvsub (ite (bvslt a!12 tcp_min_snd_mss) tcp_min_snd_mss a!12)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!16 (bvsub (ite (bvslt a!15 tcp_min_snd_mss) tcp_min_snd_mss a!15)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!25 (bvule mss_cache
                   (bvsub (ite (bvslt a!24 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!24)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!35 (ite a!34
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!19)
                 a!33))
      (a!41 (ite a!40
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
                 pmtu_cookie))
      (a!48 (ite (bvslt (ite (bvslt mss_clamp a!47) mss_clamp a!47)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!47) mss_clamp a!47)))
      (a!54 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!19)
                   a!3))
      (a!69 (ite (bvslt (ite (bvslt mss_clamp a!68) mss_clamp a!68)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!68) mss_clamp a!68)))
      (a!75 (ite a!74
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
                 search_high))
      (a!104 (bvsub (ite (bvslt a!103 tcp_min_snd_mss) tcp_min_snd_mss a!103)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!107 (bvsub (ite (bvslt a!106 tcp_min_snd_mss) tcp_min_snd_mss a!106)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!128 (or (= (ite (= event #x00000000) enabled a!127) #x00000000)
                 (= (ite (= event #x00000000) enabled a!127) #x00000001)))
      (a!143 (ite a!141
                  tcp_mtu_probing
                  (ite (and (= sysctl #x00000002) true) tcp_mtu_probing a!142)))
      (a!147 (ite (= event #x00000007)
                  tcp_probe_interval
                  (ite a!138
                       tcp_probe_interval
                       (ite a!139
                            tcp_probe_interval
                            (ite a!141 value tcp_probe_interval)))))
      (a!151 (ite (= event #x00000003)
                  tcp_min_snd_mss
                  (ite (= event #x00000004)
                       tcp_min_snd_mss
                       (ite (= event #x00000005) tcp_min_snd_mss a!150))))
      (a!154 (ite (= event #x00000002)
                  tcp_mtu_probe_floor
                  (ite (= event #x00000003)
                       tcp_mtu_probe_floor
                       (ite (= event #x00000004) tcp_mtu_probe_floor a!153)))))
(let ((a!5 (ite a!4
                mss_clamp
                (bvsub a!3 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (ite (bvslt (ite (bvslt mss_clamp a!6) mss_clamp a!6)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!6) mss_clamp a!6)))
      (a!17 (ite (= enabled #x00000000) a!13 (ite (bvslt a!13 a!16) a!13 a!16)))
      (a!27 (ite (and ipv6 (or (bvult mtu #x00000500) a!25))
                 route_mtu
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)))
      (a!42 (ite (and ipv6 (or (bvult mtu #x00000500) a!25)) pmtu_cookie a!41))
      (a!49 (bvslt (bvsub a!48
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!16))
      (a!55 (ite a!54
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!19)
                 a!3))
      (a!70 (bvslt (bvsub a!69
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!16))
      (a!76 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
                   a!75))
      (a!108 (ite (not (= probe_size #x00000000))
                  (ite (= enabled #x00000000)
                       a!104
                       (ite (bvslt a!104 a!107) a!104 a!107))
                  mss_cache))
      (a!109 (ite (bvslt tcp_base_mss (bvashr a!16 #x00000001))
                  tcp_base_mss
                  (bvashr a!16 #x00000001)))
      (a!134 (ite (and ipv6 (or (bvult mtu #x00000500) a!25))
                  route_locked
                  (ite ipv6 route_locked (ite a!133 #x00000001 route_locked))))
      (a!144 (ite (= event #x00000006)
                  tcp_mtu_probing
                  (ite (= event #x00000007)
                       tcp_mtu_probing
                       (ite a!138
                            tcp_mtu_probing
                            (ite a!139 tcp_mtu_probing a!143)))))
      (a!148 (ite (= event #x00000004)
                  tcp_probe_interval
                  (ite (= event #x00000005)
                       tcp_probe_interval
                       (ite (= event #x00000006) tcp_probe_interval a!147))))
      (a!152 (ite (= event #x00000000)
                  tcp_min_snd_mss
                  (ite (= event #x00000001)
                       tcp_min_snd_mss
                       (ite (= event #x00000002) tcp_min_snd_mss a!151))))
      (a!155 (ite (= event #x00000000)
                  tcp_mtu_probe_floor
                  (ite (= event #x00000001) tcp_mtu_probe_floor a!154))))
(let ((a!8 (bvslt (bvsub (ite (bvslt a!5 tcp_min_snd_mss) tcp_min_snd_mss a!5)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!10 (bvadd (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!18 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) mss_cache a!17)
                 a!17))
      (a!28 (ite (= event #x00000005)
                 route_mtu
                 (ite (= event #x00000006)
                      a!27
                      (ite (= event #x00000007) mtu route_mtu))))
      (a!43 (ite (= event #x00000004)
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 (ite (= event #x00000005)
                      pmtu_cookie
                      (ite (= event #x00000006) a!42 pmtu_cookie))))
      (a!50 (ite a!49
                 (bvsub a!48 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!16))
      (a!56 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!19)
                   a!55))
      (a!71 (ite a!70
                 (bvsub a!69 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!16))
      (a!77 (ite a!76
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
                 a!75))
      (a!110 (ite (bvslt (ite (bvslt a!109 tcp_mtu_probe_floor)
                              tcp_mtu_probe_floor
                              a!109)
                         tcp_min_snd_mss)
                  tcp_min_snd_mss
                  (ite (bvslt a!109 tcp_mtu_probe_floor)
                       tcp_mtu_probe_floor
                       a!109)))
      (a!135 (ite (= event #x00000005)
                  route_locked
                  (ite (= event #x00000006)
                       a!134
                       (ite (= event #x00000007) #x00000000 route_locked))))
      (a!145 (ite (= event #x00000003)
                  tcp_mtu_probing
                  (ite (= event #x00000004)
                       tcp_mtu_probing
                       (ite (= event #x00000005) tcp_mtu_probing a!144))))
      (a!149 (ite (= event #x00000001)
                  tcp_probe_interval
                  (ite (= event #x00000002)
                       tcp_probe_interval
                       (ite (= event #x00000003) tcp_probe_interval a!148))))
      (a!156 (bvsle (bvadd a!152
                           (bvadd (bvadd #x00000014 tcp_options)
                                  (ite ipv6 #x00000028 #x00000014)))
                    #x00010077)))
(let ((a!9 (or a!8
               (bvslt (bvsub a!3 search_low)
                      (ite (bvslt #x00000002 tcp_probe_threshold)
                           tcp_probe_threshold
                           #x00000002))))
      (a!20 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!18 a!13)))
                 route_mtu
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!19)))
      (a!29 (ite (= event #x00000002)
                 route_mtu
                 (ite (= event #x00000003)
                      route_mtu
                      (ite (= event #x00000004) route_mtu a!28))))
      (a!36 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!18 a!13)))
                 a!33
                 a!35))
      (a!44 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000))
                      (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                      pmtu_cookie)
                 (ite (= event #x00000003)
                      (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                      a!43)))
      (a!51 (ite (= enabled #x00000000)
                 (bvsub a!48 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!50))
      (a!57 (ite a!56
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!19)
                 a!55))
      (a!72 (ite (= enabled #x00000000)
                 (bvsub a!69 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!71))
      (a!78 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
                   (ite a!67 a!75 a!77)))
      (a!111 (bvadd a!110
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!130 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!18 a!13)))
                  route_locked
                  (ite ipv6 route_locked (ite a!129 #x00000001 route_locked))))
      (a!136 (ite (= event #x00000002)
                  route_locked
                  (ite (= event #x00000003)
                       route_locked
                       (ite (= event #x00000004) route_locked a!135))))
      (a!146 (ite (= event #x00000000)
                  tcp_mtu_probing
                  (ite (= event #x00000001)
                       tcp_mtu_probing
                       (ite (= event #x00000002) tcp_mtu_probing a!145)))))
(let ((a!21 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!10))
                 (ite ipv6 route_mtu a!20)
                 route_mtu))
      (a!37 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!10))
                 (ite ipv6 a!33 a!36)
                 a!33))
      (a!53 (or (bvult (ite a!46 a!51 a!51) a!18)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!46 a!51 a!51) a!52))))
      (a!58 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!19)
                   (ite a!46 a!55 a!57)))
      (a!73 (or (bvult (ite a!67 a!72 a!72) mss_cache)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!67 a!72 a!72) a!52))))
      (a!79 (ite a!78
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
                 (ite a!67 a!75 a!77)))
      (a!112 (bvslt mss_clamp
                    (bvsub a!111
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!117 (bvsub (ite (= tcp_mtu_probing #x00000000)
                         search_low
                         (ite (= enabled #x00000000) search_low a!111))
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!131 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!10))
                  (ite ipv6 route_locked a!130)
                  route_locked)))
(let ((a!22 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 route_mtu
                 (ite a!9 route_mtu a!21)))
      (a!38 (ite a!9
                 (ite a!32 (ite (= route_mtu a!33) a!33 route_mtu) a!33)
                 a!37))
      (a!59 (ite a!58
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!19)
                 (ite a!46 a!55 a!57)))
      (a!80 (ite a!40
                 (ite (and a!73 (not cwnd_full))
                      (ite a!67 (ite a!67 a!75 a!77) a!79)
                      (ite a!67 a!75 a!77))
                 search_high))
      (a!86 (ite a!34
                 (ite (and a!53 (not false)) #x00000000 probe_size)
                 probe_size))
      (a!90 (ite a!40
                 (ite (and a!73 (not cwnd_full)) #x00000000 probe_size)
                 probe_size))
      (a!97 (ite a!34
                 (ite (and a!53 (not false))
                      (ite a!46 (ite a!46 a!51 a!51) a!51)
                      (ite a!46 a!51 a!51))
                 a!18))
      (a!113 (ite a!112
                  mss_clamp
                  (bvsub a!111
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!118 (ite (bvslt (ite (bvslt mss_clamp a!117) mss_clamp a!117)
                         tcp_min_snd_mss)
                  tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!117) mss_clamp a!117)))
      (a!121 (ite a!40
                  (ite (and a!73 (not cwnd_full))
                       (ite a!67 (ite a!67 a!72 a!72) a!72)
                       (ite a!67 a!72 a!72))
                  mss_cache))
      (a!132 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  route_locked
                  (ite a!9 route_locked a!131))))
(let ((a!30 (ite (= event #x00000000)
                 a!22
                 (ite (= event #x00000001) route_mtu a!29)))
      (a!39 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 a!38))
      (a!60 (ite a!34
                 (ite (and a!53 (not false))
                      (ite a!46 (ite a!46 a!55 a!57) a!59)
                      (ite a!46 a!55 a!57))
                 a!3))
      (a!81 (ite (and ipv6 (or (bvult mtu #x00000500) a!25)) search_high a!80))
      (a!87 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!18 a!13)))
                 probe_size
                 a!86))
      (a!91 (ite (and ipv6 (or (bvult mtu #x00000500) a!25)) probe_size a!90))
      (a!98 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!18 a!13)))
                 a!18
                 a!97))
      (a!114 (bvsub (ite (bvslt a!113 tcp_min_snd_mss) tcp_min_snd_mss a!113)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!119 (bvslt a!13
                    (bvsub a!118
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!122 (ite (and ipv6 (or (bvult mtu #x00000500) a!25)) mss_cache a!121))
      (a!137 (bvule (ite (= event #x00000000)
                         a!132
                         (ite (= event #x00000001) route_locked a!136))
                    #x00000001)))
(let ((a!45 (ite (= event #x00000000)
                 a!39
                 (ite (= event #x00000001) pmtu_cookie a!44)))
      (a!61 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!18 a!13)))
                 a!3
                 a!60))
      (a!82 (ite (= event #x00000004)
                 a!2
                 (ite (= event #x00000005)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (= event #x00000006) a!81 search_high))))
      (a!88 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!10))
                 (ite ipv6 probe_size a!87)
                 a!10))
      (a!92 (ite (= event #x00000004)
                 #x00000000
                 (ite (= event #x00000005)
                      probe_size
                      (ite (= event #x00000006) a!91 probe_size))))
      (a!99 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!10))
                 (ite ipv6 a!18 a!98)
                 a!18))
      (a!115 (ite (= enabled #x00000000)
                  (ite (= #x00000001 #x00000000)
                       a!104
                       (ite (bvslt a!104 a!16) a!104 a!16))
                  (ite (= enabled #x00000000)
                       a!104
                       (ite (bvslt a!104 a!114) a!104 a!114))))
      (a!120 (ite a!119
                  a!13
                  (bvsub a!118
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!123 (ite (= event #x00000005)
                  (ite (= enabled #x00000000)
                       a!104
                       (ite (bvslt a!104 a!16) a!104 a!16))
                  (ite (= event #x00000006) a!122 mss_cache))))
(let ((a!62 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!10))
                 (ite ipv6 a!3 a!61)
                 a!3))
      (a!83 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie)
                      a!66
                      (ite (bvult route_mtu a!66) route_mtu a!66))
                 a!82))
      (a!89 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 probe_size
                 (ite a!9 (ite a!32 #x00000000 probe_size) a!88)))
      (a!93 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000)) #x00000000 probe_size)
                 (ite (= event #x00000003) #x00000000 a!92)))
      (a!100 (ite a!9 (ite a!32 (ite (= route_mtu a!33) a!18 a!17) a!18) a!99))
      (a!124 (ite (= event #x00000003)
                  (ite (= route_mtu pmtu_cookie)
                       (ite (= tcp_mtu_probing #x00000000) mss_cache a!115)
                       (ite (= a!116 #x00000000) a!13 a!120))
                  (ite (= event #x00000004)
                       (ite (= route_mtu pmtu_cookie) mss_cache a!17)
                       a!123))))
(let ((a!63 (ite a!9
                 (ite a!32
                      (bvadd mss_clamp
                             #x00000014
                             (ite ipv6 #x00000028 #x00000014))
                      a!3)
                 a!62))
      (a!84 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000)) a!65 search_high)
                 a!83))
      (a!94 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000)) #x00000000 probe_size)
                 a!93))
      (a!101 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  (ite (= route_mtu pmtu_cookie) mss_cache a!17)
                  a!100))
      (a!125 (ite (= event #x00000002)
                  (ite (not (= probe_size #x00000000))
                       (ite (= route_mtu pmtu_cookie) mss_cache a!17)
                       mss_cache)
                  a!124)))
(let ((a!64 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 a!2
                 a!63))
      (a!85 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000))
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      search_high)
                 a!84))
      (a!95 (and (bvsle #x00000001 (ite (= event #x00000000) a!89 a!94))
                 (bvsle (ite (= event #x00000000) a!89 a!94) #x00010077)))
      (a!126 (ite (= event #x00000000)
                  a!101
                  (ite (= event #x00000001) a!108 a!125))))
(let ((a!96 (or (= (ite (= event #x00000000) a!89 a!94) #x00000000) a!95))
      (a!158 (bvadd ((_ sign_extend 32) a!126)
                    ((_ sign_extend 32)
                      (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!159 (and true
                  (bvule (ite ipv6 #x00000500 #x00000044) a!30)
                  (bvule a!30 #x0000ffff)
                  (bvule (ite ipv6 #x00000500 #x00000044) a!45)
                  (bvule a!45 #x0000ffff)
                  (bvsle #x00000000 (ite (= event #x00000000) a!64 a!85))
                  a!96
                  (bvule a!126 #x0000ffff)
                  a!128
                  a!137
                  (bvsle #x00000000 a!146)
                  (bvsle a!146 #x000000ff)
                  (bvsle #x00000000
                         (ite (= event #x00000000) tcp_probe_interval a!149))
                  (bvsle (ite (= event #x00000000) tcp_probe_interval a!149)
                         (ite (= HZ #x000003e8) #x00418937 a!140))
                  (bvsle #x00000030 a!152)
                  (bvsle a!152 #x0000ffff)
                  (bvsle #x00000030 a!155)
                  (bvsle a!155 #x0000ffff)
                  a!156
                  a!157
                  (not (bvslt a!158 #x0000000000000030)))))
  (not a!159)))))))))))))))))
(check-sat)
