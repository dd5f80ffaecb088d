; every-step-fix-probe-in-range
; expected: unsat
; claim: unsat: every event from a state of the invariant keeps it (IP minimum (68, IPv6 1280) <= dst_mtu <= 65535; IP minimum (68, IPv6 1280) <= icsk_pmtu_cookie <= 65535; 0 <= search_high; icsk_mtup.probe_size == 0 or search_low < icsk_mtup.probe_size; icsk_mtup.probe_size == 0 or 1 <= icsk_mtup.probe_size <= 65535 + 120; mss_cache <= 65535; icsk_mtup.enabled is 0 or 1; the route's lock is 0 or 1; sysctl_tcp_mtu_probing within its proc handler's range; sysctl_tcp_probe_interval within its proc handler's range; sysctl_tcp_min_snd_mss within its proc handler's range; sysctl_tcp_mtu_probe_floor within its proc handler's range; tcp_mss_to_mtu(sysctl_tcp_min_snd_mss) <= 65535 + 120; mss_cache + tcp_header_len - 20 >= 48)
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
      (a!8 (bvslt mss_clamp
                  (bvsub route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!11 (bvslt mss_clamp
                   (bvsub search_low
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!16 (ite (and (= route_locked #x00000000)
                      (not (bvult route_mtu route_mtu)))
                 (ite (bvult route_mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      route_mtu)
                 route_mtu))
      (a!20 (bvslt mss_clamp
                   (bvsub mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!23 (ite (and (= route_locked #x00000000) (not (bvult route_mtu mtu)))
                 (ite (bvult mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      mtu)
                 route_mtu))
      (a!28 (ite (= HZ #x0000012c)
                 (bvmul tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul tcp_probe_interval #x00000064)
                           (bvmul tcp_probe_interval #x00000064)))))
      (a!30 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 route_mtu))
      (a!49 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!62 (ite (= route_mtu pmtu_cookie)
                 (bvsub probe_size #x00000001)
                 (ite (bvult route_mtu (bvsub probe_size #x00000001))
                      route_mtu
                      (bvsub probe_size #x00000001))))
      (a!63 (ite (= tcp_mtu_probing #x00000000)
                 search_high
                 (ite (= enabled #x00000000)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high))))
      (a!107 (bvslt mss_clamp
                    (bvsub pmtu_cookie
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!110 (bvslt mss_clamp
                    (bvsub probe_size
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!118 (ite (= tcp_mtu_probing #x00000000)
                  enabled
                  (ite (= enabled #x00000000) #x00000001 enabled)))
      (a!131 (and (and (= route_locked #x00000000)
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
      (a!9 (ite a!8
                mss_clamp
                (bvsub route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!12 (ite a!11
                 mss_clamp
                 (bvsub search_low
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!21 (ite a!20
                 mss_clamp
                 (bvsub mtu (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!29 (bvule (ite (= HZ #x000003e8)
                        (bvmul tcp_probe_interval #x000003e8)
                        a!28)
                   (bvsub (ite timed at now) probe_timestamp)))
      (a!31 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!16)
                   a!30))
      (a!37 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!23)
                   pmtu_cookie))
      (a!43 (= (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!16)
               (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!16)))
      (a!44 (bvsub (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!16)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!64 (= (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!23)
               (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!23)))
      (a!65 (bvsub (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!23)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!71 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!23)
                   search_high))
      (a!108 (ite a!107
                  mss_clamp
                  (bvsub pmtu_cookie
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!111 (ite a!110
                  mss_clamp
                  (bvsub probe_size
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!129 (ite (= event #x00000001)
                  enabled
                  (ite (= event #x00000002)
                       enabled
                       (ite (= event #x00000003) a!118 enabled))))
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
(let ((a!4 (bvsub (bvashr (bvadd a!3 search_low) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!10 (bvsub (ite (bvslt a!9 tcp_min_snd_mss) tcp_min_snd_mss a!9)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!13 (bvsub (ite (bvslt a!12 tcp_min_snd_mss) tcp_min_snd_mss a!12)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!22 (bvule mss_cache
                   (bvsub (ite (bvslt a!21 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!21)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!32 (ite a!31
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!16)
                 a!30))
      (a!38 (ite a!37
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!23)
                 pmtu_cookie))
      (a!45 (ite (bvslt (ite (bvslt mss_clamp a!44) mss_clamp a!44)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!44) mss_clamp a!44)))
      (a!51 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!16)
                   a!3))
      (a!66 (ite (bvslt (ite (bvslt mss_clamp a!65) mss_clamp a!65)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!65) mss_clamp a!65)))
      (a!72 (ite a!71
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!23)
                 search_high))
      (a!109 (bvsub (ite (bvslt a!108 tcp_min_snd_mss) tcp_min_snd_mss a!108)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!112 (bvsub (ite (bvslt a!111 tcp_min_snd_mss) tcp_min_snd_mss a!111)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!130 (or (= (ite (= event #x00000000) enabled a!129) #x00000000)
                 (= (ite (= event #x00000000) enabled a!129) #x00000001)))
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
(let ((a!5 (ite (bvslt (ite (bvslt mss_clamp a!4) mss_clamp a!4)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!4) mss_clamp a!4)))
      (a!14 (ite (= enabled #x00000000) a!10 (ite (bvslt a!10 a!13) a!10 a!13)))
      (a!24 (ite (and ipv6 (or (bvult mtu #x00000500) a!22))
                 route_mtu
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!23)))
      (a!39 (ite (and ipv6 (or (bvult mtu #x00000500) a!22)) pmtu_cookie a!38))
      (a!46 (bvslt (bvsub a!45
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!13))
      (a!52 (ite a!51
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!16)
                 a!3))
      (a!67 (bvslt (bvsub a!66
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!13))
      (a!73 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!23)
                   a!72))
      (a!94 (ite (bvslt tcp_base_mss (bvashr a!13 #x00000001))
                 tcp_base_mss
                 (bvashr a!13 #x00000001)))
      (a!113 (ite (not (= probe_size #x00000000))
                  (ite (= enabled #x00000000)
                       a!109
                       (ite (bvslt a!109 a!112) a!109 a!112))
                  mss_cache))
      (a!136 (ite (and ipv6 (or (bvult mtu #x00000500) a!22))
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
(let ((a!6 (bvadd (bvsub a!5 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!15 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) mss_cache a!14)
                 a!14))
      (a!25 (ite (= event #x00000005)
                 route_mtu
                 (ite (= event #x00000006)
                      a!24
                      (ite (= event #x00000007) mtu route_mtu))))
      (a!40 (ite (= event #x00000004)
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 (ite (= event #x00000005)
                      pmtu_cookie
                      (ite (= event #x00000006) a!39 pmtu_cookie))))
      (a!47 (ite a!46
                 (bvsub a!45 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!13))
      (a!53 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!16)
                   a!52))
      (a!68 (ite a!67
                 (bvsub a!66 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!13))
      (a!74 (ite a!73
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!23)
                 a!72))
      (a!95 (ite (bvslt (ite (bvslt a!94 tcp_mtu_probe_floor)
                             tcp_mtu_probe_floor
                             a!94)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt a!94 tcp_mtu_probe_floor) tcp_mtu_probe_floor a!94)))
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
(let ((a!7 (or (bvsle a!6 search_low)
               (bvslt a!3 a!6)
               (bvslt (bvsub a!3 search_low) tcp_probe_threshold)))
      (a!17 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!15 a!10)))
                 route_mtu
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!16)))
      (a!26 (ite (= event #x00000002)
                 route_mtu
                 (ite (= event #x00000003)
                      route_mtu
                      (ite (= event #x00000004) route_mtu a!25))))
      (a!33 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!15 a!10)))
                 a!30
                 a!32))
      (a!41 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000))
                      (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                      pmtu_cookie)
                 (ite (= event #x00000003)
                      (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                      a!40)))
      (a!48 (ite (= enabled #x00000000)
                 (bvsub a!45 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!47))
      (a!54 (ite a!53
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!16)
                 a!52))
      (a!69 (ite (= enabled #x00000000)
                 (bvsub a!66 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!68))
      (a!75 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!23)
                   (ite a!64 a!72 a!74)))
      (a!92 (ite a!29
                 (bvadd (ite (= route_mtu a!30) a!15 a!14)
                        (bvadd (bvadd #x00000014 tcp_options)
                               (ite ipv6 #x00000028 #x00000014)))
                 search_low))
      (a!96 (bvadd a!95
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!132 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!15 a!10)))
                  route_locked
                  (ite ipv6 route_locked (ite a!131 #x00000001 route_locked))))
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
(let ((a!18 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!6))
                 (ite ipv6 route_mtu a!17)
                 route_mtu))
      (a!34 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!6))
                 (ite ipv6 a!30 a!33)
                 a!30))
      (a!50 (or (bvult (ite a!43 a!48 a!48) a!15)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!43 a!48 a!48) a!49))))
      (a!55 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!16)
                   (ite a!43 a!52 a!54)))
      (a!70 (or (bvult (ite a!64 a!69 a!69) mss_cache)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!64 a!69 a!69) a!49))))
      (a!76 (ite a!75
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!23)
                 (ite a!64 a!72 a!74)))
      (a!93 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 search_low
                 (ite a!7 a!92 search_low)))
      (a!97 (ite (= tcp_mtu_probing #x00000000)
                 search_low
                 (ite (= enabled #x00000000) search_low a!96)))
      (a!114 (bvslt mss_clamp
                    (bvsub a!96
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!133 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!6))
                  (ite ipv6 route_locked a!132)
                  route_locked)))
(let ((a!19 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 route_mtu
                 (ite a!7 route_mtu a!18)))
      (a!35 (ite a!7
                 (ite a!29 (ite (= route_mtu a!30) a!30 route_mtu) a!30)
                 a!34))
      (a!56 (ite a!55
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!16)
                 (ite a!43 a!52 a!54)))
      (a!77 (ite a!37
                 (ite (and a!70 (not cwnd_full))
                      (ite a!64 (ite a!64 a!72 a!74) a!76)
                      (ite a!64 a!72 a!74))
                 search_high))
      (a!83 (ite a!31
                 (ite (and a!50 (not false)) #x00000000 probe_size)
                 probe_size))
      (a!87 (ite a!37
                 (ite (and a!70 (not cwnd_full)) #x00000000 probe_size)
                 probe_size))
      (a!98 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000)) probe_size search_low)
                 (ite (= event #x00000002)
                      search_low
                      (ite (= event #x00000003) a!97 search_low))))
      (a!102 (ite a!31
                  (ite (and a!50 (not false))
                       (ite a!43 (ite a!43 a!48 a!48) a!48)
                       (ite a!43 a!48 a!48))
                  a!15))
      (a!115 (ite a!114
                  mss_clamp
                  (bvsub a!96
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!119 (bvslt mss_clamp
                    (bvsub a!97
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!123 (ite a!37
                  (ite (and a!70 (not cwnd_full))
                       (ite a!64 (ite a!64 a!69 a!69) a!69)
                       (ite a!64 a!69 a!69))
                  mss_cache))
      (a!134 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  route_locked
                  (ite a!7 route_locked a!133))))
(let ((a!27 (ite (= event #x00000000)
                 a!19
                 (ite (= event #x00000001) route_mtu a!26)))
      (a!36 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 a!35))
      (a!57 (ite a!31
                 (ite (and a!50 (not false))
                      (ite a!43 (ite a!43 a!52 a!54) a!56)
                      (ite a!43 a!52 a!54))
                 a!3))
      (a!78 (ite (and ipv6 (or (bvult mtu #x00000500) a!22)) search_high a!77))
      (a!84 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!15 a!10)))
                 probe_size
                 a!83))
      (a!88 (ite (and ipv6 (or (bvult mtu #x00000500) a!22)) probe_size a!87))
      (a!103 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!15 a!10)))
                  a!15
                  a!102))
      (a!116 (bvsub (ite (bvslt a!115 tcp_min_snd_mss) tcp_min_snd_mss a!115)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!120 (ite a!119
                  mss_clamp
                  (bvsub a!97
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!124 (ite (and ipv6 (or (bvult mtu #x00000500) a!22)) mss_cache a!123))
      (a!139 (bvule (ite (= event #x00000000)
                         a!134
                         (ite (= event #x00000001) route_locked a!138))
                    #x00000001)))
(let ((a!42 (ite (= event #x00000000)
                 a!36
                 (ite (= event #x00000001) pmtu_cookie a!41)))
      (a!58 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!15 a!10)))
                 a!3
                 a!57))
      (a!79 (ite (= event #x00000004)
                 a!2
                 (ite (= event #x00000005)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (= event #x00000006) a!78 search_high))))
      (a!85 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!6))
                 (ite ipv6 probe_size a!84)
                 a!6))
      (a!89 (ite (= event #x00000004)
                 #x00000000
                 (ite (= event #x00000005)
                      probe_size
                      (ite (= event #x00000006) a!88 probe_size))))
      (a!104 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!6))
                  (ite ipv6 a!15 a!103)
                  a!15))
      (a!117 (ite (= enabled #x00000000)
                  (ite (= #x00000001 #x00000000)
                       a!109
                       (ite (bvslt a!109 a!13) a!109 a!13))
                  (ite (= enabled #x00000000)
                       a!109
                       (ite (bvslt a!109 a!116) a!109 a!116))))
      (a!121 (bvsub (ite (bvslt a!120 tcp_min_snd_mss) tcp_min_snd_mss a!120)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!125 (ite (= event #x00000005)
                  (ite (= enabled #x00000000)
                       a!109
                       (ite (bvslt a!109 a!13) a!109 a!13))
                  (ite (= event #x00000006) a!124 mss_cache))))
(let ((a!59 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!6))
                 (ite ipv6 a!3 a!58)
                 a!3))
      (a!80 (ite (= event #x00000003)
                 (ite (= route_mtu pmtu_cookie)
                      a!63
                      (ite (bvult route_mtu a!63) route_mtu a!63))
                 a!79))
      (a!86 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 probe_size
                 (ite a!7 (ite a!29 #x00000000 probe_size) a!85)))
      (a!90 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000)) #x00000000 probe_size)
                 (ite (= event #x00000003) #x00000000 a!89)))
      (a!105 (ite a!7 (ite a!29 (ite (= route_mtu a!30) a!15 a!14) a!15) a!104))
      (a!122 (ite (= route_mtu pmtu_cookie)
                  (ite (= tcp_mtu_probing #x00000000) mss_cache a!117)
                  (ite (= a!118 #x00000000)
                       a!10
                       (ite (bvslt a!10 a!121) a!10 a!121)))))
(let ((a!60 (ite a!7
                 (ite a!29
                      (bvadd mss_clamp
                             #x00000014
                             (ite ipv6 #x00000028 #x00000014))
                      a!3)
                 a!59))
      (a!81 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000)) a!62 search_high)
                 a!80))
      (a!91 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000)) #x00000000 probe_size)
                 a!90))
      (a!106 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  (ite (= route_mtu pmtu_cookie) mss_cache a!14)
                  a!105))
      (a!126 (ite (= event #x00000003)
                  a!122
                  (ite (= event #x00000004)
                       (ite (= route_mtu pmtu_cookie) mss_cache a!14)
                       a!125))))
(let ((a!61 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 a!2
                 a!60))
      (a!82 (ite (= event #x00000001)
                 (ite (not (= probe_size #x00000000))
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      search_high)
                 a!81))
      (a!99 (or (= (ite (= event #x00000000) a!86 a!91) #x00000000)
                (bvslt (ite (= event #x00000000) a!93 a!98)
                       (ite (= event #x00000000) a!86 a!91))))
      (a!100 (and (bvsle #x00000001 (ite (= event #x00000000) a!86 a!91))
                  (bvsle (ite (= event #x00000000) a!86 a!91) #x00010077)))
      (a!127 (ite (= event #x00000002)
                  (ite (not (= probe_size #x00000000))
                       (ite (= route_mtu pmtu_cookie) mss_cache a!14)
                       mss_cache)
                  a!126)))
(let ((a!101 (or (= (ite (= event #x00000000) a!86 a!91) #x00000000) a!100))
      (a!128 (ite (= event #x00000000)
                  a!106
                  (ite (= event #x00000001) a!113 a!127))))
(let ((a!160 (bvadd ((_ sign_extend 32) a!128)
                    ((_ sign_extend 32)
                      (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!161 (and true
                  (bvule (ite ipv6 #x00000500 #x00000044) a!27)
                  (bvule a!27 #x0000ffff)
                  (bvule (ite ipv6 #x00000500 #x00000044) a!42)
                  (bvule a!42 #x0000ffff)
                  (bvsle #x00000000 (ite (= event #x00000000) a!61 a!82))
                  a!99
                  a!101
                  (bvule a!128 #x0000ffff)
                  a!130
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
  (not a!161))))))))))))))))))
(check-sat)
