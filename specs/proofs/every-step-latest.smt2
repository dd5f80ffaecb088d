; every-step-latest
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
      (a!10 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!13 (bvslt mss_clamp
                   (bvsub search_low
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!18 (ite (and (= route_locked #x00000000)
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
      (a!103 (bvslt mss_clamp
                    (bvsub pmtu_cookie
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!106 (bvslt mss_clamp
                    (bvsub probe_size
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!117 (ite (= tcp_mtu_probing #x00000000)
                  enabled
                  (ite (= enabled #x00000000) #x00000001 enabled)))
      (a!130 (and (and (= route_locked #x00000000)
                       (not (bvult route_mtu route_mtu)))
                  (bvult route_mtu #x00000228)))
      (a!135 (and (and (= route_locked #x00000000) (not (bvult route_mtu mtu)))
                  (bvult mtu #x00000228)))
      (a!140 (and (= sysctl #x00000005)
                  (and (bvsle #x00000030 value) (bvsle value #x0000ffff))))
      (a!141 (and (= sysctl #x00000004)
                  (and (bvsle #x00000030 value) (bvsle value #x0000ffff))))
      (a!142 (ite (= HZ #x0000012c)
                  #x00da740d
                  (ite (= HZ #x000000fa)
                       #x010624dd
                       (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!144 (ite (and (= sysctl #x00000001) true)
                  tcp_mtu_probing
                  (ite (and (= sysctl #x00000000)
                            (bvsle #x00000000 value)
                            (bvsle value #x000000ff))
                       value
                       tcp_mtu_probing)))
      (a!159 (or (not (bvslt #x00000000 #x00000000))
                 (and (bvsle (ite ipv6 #x00000500 #x00000044) #x00000000)
                      (bvsle #x00000000 #x0000ffff)))))
(let ((a!3 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                a!2
                (ite (bvult route_mtu a!2) route_mtu a!2)))
      (a!11 (ite a!10
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!14 (ite a!13
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
                        a!18)
                   a!33))
      (a!40 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
                   pmtu_cookie))
      (a!46 (= (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!18)
               (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!18)))
      (a!47 (bvsub (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!18)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!67 (= (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
               (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)))
      (a!68 (bvsub (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!74 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
                   search_high))
      (a!104 (ite a!103
                  mss_clamp
                  (bvsub pmtu_cookie
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!107 (ite a!106
                  mss_clamp
                  (bvsub probe_size
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!128 (ite (= event #x00000001)
                  enabled
                  (ite (= event #x00000002)
                       enabled
                       (ite (= event #x00000003) a!117 enabled))))
      (a!143 (and (= sysctl #x00000003)
                  (bvsle #x00000000 value)
                  (bvsle value (ite (= HZ #x000003e8) #x00418937 a!142))))
      (a!152 (ite (= event #x00000006)
                  tcp_min_snd_mss
                  (ite (= event #x00000007)
                       tcp_min_snd_mss
                       (ite a!140
                            tcp_min_snd_mss
                            (ite a!141 value tcp_min_snd_mss)))))
      (a!155 (ite (= event #x00000005)
                  tcp_mtu_probe_floor
                  (ite (= event #x00000006)
                       tcp_mtu_probe_floor
                       (ite (= event #x00000007)
                            tcp_mtu_probe_floor
                            (ite a!140 value tcp_mtu_probe_floor))))))
(let ((a!4 (bvslt mss_clamp
                  (bvsub a!3
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (bvsub (bvashr (bvadd a!3 search_low) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!12 (bvsub (ite (bvslt a!11 tcp_min_snd_mss) tcp_min_snd_mss a!11)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!15 (bvsub (ite (bvslt a!14 tcp_min_snd_mss) tcp_min_snd_mss a!14)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!25 (bvule mss_cache
                   (bvsub (ite (bvslt a!24 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!24)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!35 (ite a!34
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!18)
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
                        a!18)
                   a!3))
      (a!69 (ite (bvslt (ite (bvslt mss_clamp a!68) mss_clamp a!68)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!68) mss_clamp a!68)))
      (a!75 (ite a!74
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
                 search_high))
      (a!105 (bvsub (ite (bvslt a!104 tcp_min_snd_mss) tcp_min_snd_mss a!104)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!108 (bvsub (ite (bvslt a!107 tcp_min_snd_mss) tcp_min_snd_mss a!107)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!129 (or (= (ite (= event #x00000000) enabled a!128) #x00000000)
                 (= (ite (= event #x00000000) enabled a!128) #x00000001)))
      (a!145 (ite a!143
                  tcp_mtu_probing
                  (ite (and (= sysctl #x00000002) true) tcp_mtu_probing a!144)))
      (a!149 (ite (= event #x00000007)
                  tcp_probe_interval
                  (ite a!140
                       tcp_probe_interval
                       (ite a!141
                            tcp_probe_interval
                            (ite a!143 value tcp_probe_interval)))))
      (a!153 (ite (= event #x00000003)
                  tcp_min_snd_mss
                  (ite (= event #x00000004)
                       tcp_min_snd_mss
                       (ite (= event #x00000005) tcp_min_snd_mss a!152))))
      (a!156 (ite (= event #x00000002)
                  tcp_mtu_probe_floor
                  (ite (= event #x00000003)
                       tcp_mtu_probe_floor
                       (ite (= event #x00000004) tcp_mtu_probe_floor a!155)))))
(let ((a!5 (ite a!4
                mss_clamp
                (bvsub a!3 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (ite (bvslt (ite (bvslt mss_clamp a!6) mss_clamp a!6)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!6) mss_clamp a!6)))
      (a!16 (ite (= enabled #x00000000) a!12 (ite (bvslt a!12 a!15) a!12 a!15)))
      (a!27 (ite (and ipv6 (or (bvult mtu #x00000500) a!25))
                 route_mtu
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)))
      (a!42 (ite (and ipv6 (or (bvult mtu #x00000500) a!25)) pmtu_cookie a!41))
      (a!49 (bvslt (bvsub a!48
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!15))
      (a!55 (ite a!54
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!18)
                 a!3))
      (a!70 (bvslt (bvsub a!69
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!15))
      (a!76 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
                   a!75))
      (a!109 (ite (not (= probe_size #x00000000))
                  (ite (= enabled #x00000000)
                       a!105
                       (ite (bvslt a!105 a!108) a!105 a!108))
                  mss_cache))
      (a!110 (ite (bvslt tcp_base_mss (bvashr a!15 #x00000001))
                  tcp_base_mss
                  (bvashr a!15 #x00000001)))
      (a!136 (ite (and ipv6 (or (bvult mtu #x00000500) a!25))
                  route_locked
                  (ite ipv6 route_locked (ite a!135 #x00000001 route_locked))))
      (a!146 (ite (= event #x00000006)
                  tcp_mtu_probing
                  (ite (= event #x00000007)
                       tcp_mtu_probing
                       (ite a!140
                            tcp_mtu_probing
                            (ite a!141 tcp_mtu_probing a!145)))))
      (a!150 (ite (= event #x00000004)
                  tcp_probe_interval
                  (ite (= event #x00000005)
                       tcp_probe_interval
                       (ite (= event #x00000006) tcp_probe_interval a!149))))
      (a!154 (ite (= event #x00000000)
                  tcp_min_snd_mss
                  (ite (= event #x00000001)
                       tcp_min_snd_mss
                       (ite (= event #x00000002) tcp_min_snd_mss a!153))))
      (a!157 (ite (= event #x00000000)
                  tcp_mtu_probe_floor
                  (ite (= event #x00000001) tcp_mtu_probe_floor a!156))))
(let ((a!8 (bvslt (bvsub (ite (bvslt a!5 tcp_min_snd_mss) tcp_min_snd_mss a!5)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!9 (bvadd (bvsub a!7 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!17 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) mss_cache a!16)
                 a!16))
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
                 a!15))
      (a!56 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!18)
                   a!55))
      (a!71 (ite a!70
                 (bvsub a!69 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!15))
      (a!77 (ite a!76
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
                 a!75))
      (a!111 (ite (bvslt (ite (bvslt a!110 tcp_mtu_probe_floor)
                              tcp_mtu_probe_floor
                              a!110)
                         tcp_min_snd_mss)
                  tcp_min_snd_mss
                  (ite (bvslt a!110 tcp_mtu_probe_floor)
                       tcp_mtu_probe_floor
                       a!110)))
      (a!137 (ite (= event #x00000005)
                  route_locked
                  (ite (= event #x00000006)
                       a!136
                       (ite (= event #x00000007) #x00000000 route_locked))))
      (a!147 (ite (= event #x00000003)
                  tcp_mtu_probing
                  (ite (= event #x00000004)
                       tcp_mtu_probing
                       (ite (= event #x00000005) tcp_mtu_probing a!146))))
      (a!151 (ite (= event #x00000001)
                  tcp_probe_interval
                  (ite (= event #x00000002)
                       tcp_probe_interval
                       (ite (= event #x00000003) tcp_probe_interval a!150))))
      (a!158 (bvsle (bvadd a!154
                           (bvadd (bvadd #x00000014 tcp_options)
                                  (ite ipv6 #x00000028 #x00000014)))
                    #x00010077)))
(let ((a!19 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!17 a!12)))
                 route_mtu
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!18)))
      (a!29 (ite (= event #x00000002)
                 route_mtu
                 (ite (= event #x00000003)
                      route_mtu
                      (ite (= event #x00000004) route_mtu a!28))))
      (a!36 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!17 a!12)))
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
                      a!18)
                 a!55))
      (a!72 (ite (= enabled #x00000000)
                 (bvsub a!69 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!71))
      (a!78 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
                   (ite a!67 a!75 a!77)))
      (a!112 (bvadd a!111
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!131 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!17 a!12)))
                  route_locked
                  (ite ipv6 route_locked (ite a!130 #x00000001 route_locked))))
      (a!138 (ite (= event #x00000002)
                  route_locked
                  (ite (= event #x00000003)
                       route_locked
                       (ite (= event #x00000004) route_locked a!137))))
      (a!148 (ite (= event #x00000000)
                  tcp_mtu_probing
                  (ite (= event #x00000001)
                       tcp_mtu_probing
                       (ite (= event #x00000002) tcp_mtu_probing a!147)))))
(let ((a!20 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!9))
                 (ite ipv6 route_mtu a!19)
                 route_mtu))
      (a!37 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!9))
                 (ite ipv6 a!33 a!36)
                 a!33))
      (a!53 (or (bvult (ite a!46 a!51 a!51) a!17)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!46 a!51 a!51) a!52))))
      (a!58 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!18)
                   (ite a!46 a!55 a!57)))
      (a!73 (or (bvult (ite a!67 a!72 a!72) mss_cache)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!67 a!72 a!72) a!52))))
      (a!79 (ite a!78
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!26)
                 (ite a!67 a!75 a!77)))
      (a!113 (bvslt mss_clamp
                    (bvsub a!112
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!118 (bvsub (ite (= tcp_mtu_probing #x00000000)
                         search_low
                         (ite (= enabled #x00000000) search_low a!112))
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!132 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!9))
                  (ite ipv6 route_locked a!131)
                  route_locked)))
(let ((a!21 (ite (or a!8 (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                 route_mtu
                 a!20))
      (a!38 (ite (or a!8 (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                 (ite a!32 (ite (= route_mtu a!33) a!33 route_mtu) a!33)
                 a!37))
      (a!59 (ite a!58
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!18)
                 (ite a!46 a!55 a!57)))
      (a!80 (ite a!40
                 (ite (and a!73 (not cwnd_full))
                      (ite a!67 (ite a!67 a!75 a!77) a!79)
                      (ite a!67 a!75 a!77))
                 search_high))
      (a!86 (ite a!34
                 (ite (and a!53 (not false)) #x00000000 probe_size)
                 probe_size))
      (a!91 (ite a!40
                 (ite (and a!73 (not cwnd_full)) #x00000000 probe_size)
                 probe_size))
      (a!98 (ite a!34
                 (ite (and a!53 (not false))
                      (ite a!46 (ite a!46 a!51 a!51) a!51)
                      (ite a!46 a!51 a!51))
                 a!17))
      (a!114 (ite a!113
                  mss_clamp
                  (bvsub a!112
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!119 (ite (bvslt (ite (bvslt mss_clamp a!118) mss_clamp a!118)
                         tcp_min_snd_mss)
                  tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!118) mss_clamp a!118)))
      (a!122 (ite a!40
                  (ite (and a!73 (not cwnd_full))
                       (ite a!67 (ite a!67 a!72 a!72) a!72)
                       (ite a!67 a!72 a!72))
                  mss_cache))
      (a!133 (ite (or a!8 (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                  route_locked
                  a!132)))
(let ((a!22 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 route_mtu
                 a!21))
      (a!39 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 a!38))
      (a!60 (ite a!34
                 (ite (and a!53 (not false))
                      (ite a!46 (ite a!46 a!55 a!57) a!59)
                      (ite a!46 a!55 a!57))
                 a!3))
      (a!81 (ite (and ipv6 (or (bvult mtu #x00000500) a!25)) search_high a!80))
      (a!87 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!17 a!12)))
                 probe_size
                 a!86))
      (a!92 (ite (and ipv6 (or (bvult mtu #x00000500) a!25)) probe_size a!91))
      (a!99 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!17 a!12)))
                 a!17
                 a!98))
      (a!115 (bvsub (ite (bvslt a!114 tcp_min_snd_mss) tcp_min_snd_mss a!114)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!120 (bvslt a!12
                    (bvsub a!119
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!123 (ite (and ipv6 (or (bvult mtu #x00000500) a!25)) mss_cache a!122))
      (a!134 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  route_locked
                  a!133)))
(let ((a!30 (ite (= event #x00000000)
                 a!22
                 (ite (= event #x00000001) route_mtu a!29)))
      (a!45 (ite (= event #x00000000)
                 a!39
                 (ite (= event #x00000001) pmtu_cookie a!44)))
      (a!61 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!17 a!12)))
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
                      (bvult route_mtu a!9))
                 (ite ipv6 probe_size a!87)
                 a!9))
      (a!93 (ite (= event #x00000004)
                 #x00000000
                 (ite (= event #x00000005)
                      probe_size
                      (ite (= event #x00000006) a!92 probe_size))))
      (a!100 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!9))
                  (ite ipv6 a!17 a!99)
                  a!17))
      (a!116 (ite (= enabled #x00000000)
                  (ite (= #x00000001 #x00000000)
                       a!105
                       (ite (bvslt a!105 a!15) a!105 a!15))
                  (ite (= enabled #x00000000)
                       a!105
                       (ite (bvslt a!105 a!115) a!105 a!115))))
      (a!121 (ite a!120
                  a!12
                  (bvsub a!119
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!124 (ite (= event #x00000005)
                  (ite (= enabled #x00000000)
                       a!105
                       (ite (bvslt a!105 a!15) a!105 a!15))
                  (ite (= event #x00000006) a!123 mss_cache)))
      (a!139 (bvule (ite (= event #x00000000)
                         a!134
                         (ite (= event #x00000001) route_locked a!138))
                    #x00000001)))
(let ((a!62 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!9))
                 (ite ipv6 a!3 a!61)
                 a!3))
      (a!83 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie)
                      a!66
                      (ite (bvult route_mtu a!66) route_mtu a!66))
                 a!82))
      (a!89 (ite (or a!8 (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                 (ite a!32 #x00000000 probe_size)
                 a!88))
      (a!94 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000)) #x00000000 probe_size)
                 (ite (= event #x00000003) #x00000000 a!93)))
      (a!101 (ite (or a!8 (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                  (ite a!32 (ite (= route_mtu a!33) a!17 a!16) a!17)
                  a!100))
      (a!125 (ite (= event #x00000003)
                  (ite (= route_mtu pmtu_cookie)
                       (ite (= tcp_mtu_probing #x00000000) mss_cache a!116)
                       (ite (= a!117 #x00000000) a!12 a!121))
                  (ite (= event #x00000004)
                       (ite (= route_mtu pmtu_cookie) mss_cache a!16)
                       a!124))))
(let ((a!63 (ite (or a!8 (bvslt (bvsub a!3 search_low) tcp_probe_threshold))
                 (ite a!32
                      (bvadd mss_clamp
                             #x00000014
                             (ite ipv6 #x00000028 #x00000014))
                      a!3)
                 a!62))
      (a!84 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000)) a!65 search_high)
                 a!83))
      (a!90 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 probe_size
                 a!89))
      (a!95 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000)) #x00000000 probe_size)
                 a!94))
      (a!102 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  (ite (= route_mtu pmtu_cookie) mss_cache a!16)
                  a!101))
      (a!126 (ite (= event #x00000002)
                  (ite (not (= probe_size #x00000000))
                       (ite (= route_mtu pmtu_cookie) mss_cache a!16)
                       mss_cache)
                  a!125)))
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
      (a!96 (and (bvsle #x00000001 (ite (= event #x00000000) a!90 a!95))
                 (bvsle (ite (= event #x00000000) a!90 a!95) #x00010077)))
      (a!127 (ite (= event #x00000000)
                  a!102
                  (ite (= event #x00000001) a!109 a!126))))
(let ((a!97 (or (= (ite (= event #x00000000) a!90 a!95) #x00000000) a!96))
      (a!160 (bvadd ((_ sign_extend 32) a!127)
                    ((_ sign_extend 32)
                      (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!161 (and true
                  (bvule (ite ipv6 #x00000500 #x00000044) a!30)
                  (bvule a!30 #x0000ffff)
                  (bvule (ite ipv6 #x00000500 #x00000044) a!45)
                  (bvule a!45 #x0000ffff)
                  (bvsle #x00000000 (ite (= event #x00000000) a!64 a!85))
                  a!97
                  (bvule a!127 #x0000ffff)
                  a!129
                  a!139
                  (bvsle #x00000000 a!148)
                  (bvsle a!148 #x000000ff)
                  (bvsle #x00000000
                         (ite (= event #x00000000) tcp_probe_interval a!151))
                  (bvsle (ite (= event #x00000000) tcp_probe_interval a!151)
                         (ite (= HZ #x000003e8) #x00418937 a!142))
                  (bvsle #x00000030 a!154)
                  (bvsle a!154 #x0000ffff)
                  (bvsle #x00000030 a!157)
                  (bvsle a!157 #x0000ffff)
                  a!158
                  a!159
                  (not (bvslt a!160 #x0000000000000030)))))
  (not a!161)))))))))))))))))
(check-sat)
