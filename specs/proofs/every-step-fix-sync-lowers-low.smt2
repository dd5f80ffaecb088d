; every-step-fix-sync-lowers-low
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
      (a!6 (ite (bvslt (ite (bvult route_mtu search_high) route_mtu search_high)
                       search_low)
                (ite (bvult route_mtu search_high) route_mtu search_high)
                search_low))
      (a!13 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!24 (ite (and (= route_locked #x00000000)
                      (not (bvult route_mtu route_mtu)))
                 (ite (bvult route_mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      route_mtu)
                 route_mtu))
      (a!29 (bvslt mss_clamp
                   (bvsub mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!32 (ite (and (= route_locked #x00000000) (not (bvult route_mtu mtu)))
                 (ite (bvult mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      mtu)
                 route_mtu))
      (a!37 (ite (= HZ #x0000012c)
                 (bvmul tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul tcp_probe_interval #x00000064)
                           (bvmul tcp_probe_interval #x00000064)))))
      (a!39 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 route_mtu))
      (a!71 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!80 (ite (bvult route_mtu (bvsub probe_size #x00000001))
                 route_mtu
                 (bvsub probe_size #x00000001)))
      (a!81 (ite (= tcp_mtu_probing #x00000000)
                 search_high
                 (ite (= enabled #x00000000)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high))))
      (a!140 (bvslt mss_clamp
                    (bvsub pmtu_cookie
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!143 (ite (bvslt (ite (bvult pmtu_cookie search_high)
                              pmtu_cookie
                              search_high)
                         probe_size)
                  (ite (bvult pmtu_cookie search_high) pmtu_cookie search_high)
                  probe_size))
      (a!153 (ite (bvslt (ite (bvult pmtu_cookie search_high)
                              pmtu_cookie
                              search_high)
                         search_low)
                  (ite (bvult pmtu_cookie search_high) pmtu_cookie search_high)
                  search_low))
      (a!157 (bvslt mss_clamp
                    (bvsub search_low
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!167 (ite (= tcp_mtu_probing #x00000000)
                  enabled
                  (ite (= enabled #x00000000) #x00000001 enabled)))
      (a!189 (and (and (= route_locked #x00000000)
                       (not (bvult route_mtu route_mtu)))
                  (bvult route_mtu #x00000228)))
      (a!194 (and (and (= route_locked #x00000000) (not (bvult route_mtu mtu)))
                  (bvult mtu #x00000228)))
      (a!199 (and (= sysctl #x00000005)
                  (and (bvsle #x00000030 value) (bvsle value #x0000ffff))))
      (a!200 (and (= sysctl #x00000004)
                  (and (bvsle #x00000030 value) (bvsle value #x0000ffff))))
      (a!201 (ite (= HZ #x0000012c)
                  #x00da740d
                  (ite (= HZ #x000000fa)
                       #x010624dd
                       (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!203 (ite (and (= sysctl #x00000001) true)
                  tcp_mtu_probing
                  (ite (and (= sysctl #x00000000)
                            (bvsle #x00000000 value)
                            (bvsle value #x000000ff))
                       value
                       tcp_mtu_probing)))
      (a!218 (or (not (bvslt #x00000000 #x00000000))
                 (and (bvsle (ite ipv6 #x00000500 #x00000044) #x00000000)
                      (bvsle #x00000000 #x0000ffff)))))
(let ((a!3 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                a!2
                (ite (bvult route_mtu a!2) route_mtu a!2)))
      (a!7 (ite (bvslt (ite (bvult route_mtu a!2) route_mtu a!2)
                       (ite (= route_mtu pmtu_cookie) search_low a!6))
                (ite (bvult route_mtu a!2) route_mtu a!2)
                (ite (= route_mtu pmtu_cookie) search_low a!6)))
      (a!14 (ite a!13
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!16 (bvslt mss_clamp
                   (bvsub a!6
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!30 (ite a!29
                 mss_clamp
                 (bvsub mtu (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!38 (bvule (ite (= HZ #x000003e8)
                        (bvmul tcp_probe_interval #x000003e8)
                        a!37)
                   (bvsub (ite timed at now) probe_timestamp)))
      (a!40 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!24)
                   a!39))
      (a!46 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
                   pmtu_cookie))
      (a!52 (= (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!24)
               (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!24)))
      (a!53 (bvsub (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!24)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!82 (= (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
               (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)))
      (a!83 (bvsub (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!85 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
                   search_high))
      (a!141 (ite a!140
                  mss_clamp
                  (bvsub pmtu_cookie
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!144 (bvslt mss_clamp
                    (bvsub a!143
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!148 (bvsub (ite (bvslt a!80 search_low) a!80 search_low)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!154 (bvslt mss_clamp
                    (bvsub a!153
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!158 (ite a!157
                  mss_clamp
                  (bvsub search_low
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!187 (ite (= event #x00000001)
                  enabled
                  (ite (= event #x00000002)
                       enabled
                       (ite (= event #x00000003) a!167 enabled))))
      (a!202 (and (= sysctl #x00000003)
                  (bvsle #x00000000 value)
                  (bvsle value (ite (= HZ #x000003e8) #x00418937 a!201))))
      (a!211 (ite (= event #x00000006)
                  tcp_min_snd_mss
                  (ite (= event #x00000007)
                       tcp_min_snd_mss
                       (ite a!199
                            tcp_min_snd_mss
                            (ite a!200 value tcp_min_snd_mss)))))
      (a!214 (ite (= event #x00000005)
                  tcp_mtu_probe_floor
                  (ite (= event #x00000006)
                       tcp_mtu_probe_floor
                       (ite (= event #x00000007)
                            tcp_mtu_probe_floor
                            (ite a!199 value tcp_mtu_probe_floor))))))
(let ((a!4 (bvslt mss_clamp
                  (bvsub a!3
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!8 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                (ite (= route_mtu pmtu_cookie) search_low a!6)
                a!7))
      (a!15 (bvsub (ite (bvslt a!14 tcp_min_snd_mss) tcp_min_snd_mss a!14)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!17 (ite a!16
                 mss_clamp
                 (bvsub a!6 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!20 (bvslt mss_clamp
                   (bvsub a!7
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!31 (bvule mss_cache
                   (bvsub (ite (bvslt a!30 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!30)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!41 (ite a!40
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!24)
                 a!39))
      (a!47 (ite a!46
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
                 pmtu_cookie))
      (a!54 (ite (bvslt (ite (bvslt mss_clamp a!53) mss_clamp a!53)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!53) mss_clamp a!53)))
      (a!55 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!24)
                   a!3))
      (a!84 (ite (bvslt (ite (bvslt mss_clamp a!83) mss_clamp a!83)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!83) mss_clamp a!83)))
      (a!86 (ite a!85
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
                 search_high))
      (a!142 (bvsub (ite (bvslt a!141 tcp_min_snd_mss) tcp_min_snd_mss a!141)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!145 (ite a!144
                  mss_clamp
                  (bvsub a!143
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!149 (ite (bvslt (ite (bvslt mss_clamp a!148) mss_clamp a!148)
                         tcp_min_snd_mss)
                  tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!148) mss_clamp a!148)))
      (a!155 (ite a!154
                  mss_clamp
                  (bvsub a!153
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!159 (bvashr (bvsub (ite (bvslt a!158 tcp_min_snd_mss)
                                 tcp_min_snd_mss
                                 a!158)
                            (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                     #x00000001))
      (a!188 (or (= (ite (= event #x00000000) enabled a!187) #x00000000)
                 (= (ite (= event #x00000000) enabled a!187) #x00000001)))
      (a!204 (ite a!202
                  tcp_mtu_probing
                  (ite (and (= sysctl #x00000002) true) tcp_mtu_probing a!203)))
      (a!208 (ite (= event #x00000007)
                  tcp_probe_interval
                  (ite a!199
                       tcp_probe_interval
                       (ite a!200
                            tcp_probe_interval
                            (ite a!202 value tcp_probe_interval)))))
      (a!212 (ite (= event #x00000003)
                  tcp_min_snd_mss
                  (ite (= event #x00000004)
                       tcp_min_snd_mss
                       (ite (= event #x00000005) tcp_min_snd_mss a!211))))
      (a!215 (ite (= event #x00000002)
                  tcp_mtu_probe_floor
                  (ite (= event #x00000003)
                       tcp_mtu_probe_floor
                       (ite (= event #x00000004) tcp_mtu_probe_floor a!214)))))
(let ((a!5 (ite a!4
                mss_clamp
                (bvsub a!3 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!9 (bvsub (bvashr (bvadd a!3 a!8) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!18 (bvsub (ite (bvslt a!17 tcp_min_snd_mss) tcp_min_snd_mss a!17)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!21 (ite a!20
                 mss_clamp
                 (bvsub a!7 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!33 (ite (and ipv6 (or (bvult mtu #x00000500) a!31))
                 route_mtu
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)))
      (a!48 (ite (and ipv6 (or (bvult mtu #x00000500) a!31)) pmtu_cookie a!47))
      (a!56 (ite a!55
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!24)
                 a!3))
      (a!87 (bvsub (ite (bvslt a!86 search_low) a!86 search_low)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!92 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
                   a!86))
      (a!122 (ite (bvslt (ite (bvult route_mtu a!3) route_mtu a!3) a!8)
                  (ite (bvult route_mtu a!3) route_mtu a!3)
                  a!8))
      (a!146 (bvsub (ite (bvslt a!145 tcp_min_snd_mss) tcp_min_snd_mss a!145)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!150 (bvslt a!15
                    (bvsub a!149
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!156 (bvsub (ite (bvslt a!155 tcp_min_snd_mss) tcp_min_snd_mss a!155)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!160 (ite (bvslt (ite (bvslt tcp_base_mss a!159) tcp_base_mss a!159)
                         tcp_mtu_probe_floor)
                  tcp_mtu_probe_floor
                  (ite (bvslt tcp_base_mss a!159) tcp_base_mss a!159)))
      (a!195 (ite (and ipv6 (or (bvult mtu #x00000500) a!31))
                  route_locked
                  (ite ipv6 route_locked (ite a!194 #x00000001 route_locked))))
      (a!205 (ite (= event #x00000006)
                  tcp_mtu_probing
                  (ite (= event #x00000007)
                       tcp_mtu_probing
                       (ite a!199
                            tcp_mtu_probing
                            (ite a!200 tcp_mtu_probing a!204)))))
      (a!209 (ite (= event #x00000004)
                  tcp_probe_interval
                  (ite (= event #x00000005)
                       tcp_probe_interval
                       (ite (= event #x00000006) tcp_probe_interval a!208))))
      (a!213 (ite (= event #x00000000)
                  tcp_min_snd_mss
                  (ite (= event #x00000001)
                       tcp_min_snd_mss
                       (ite (= event #x00000002) tcp_min_snd_mss a!212))))
      (a!216 (ite (= event #x00000000)
                  tcp_mtu_probe_floor
                  (ite (= event #x00000001) tcp_mtu_probe_floor a!215))))
(let ((a!10 (ite (bvslt (ite (bvslt mss_clamp a!9) mss_clamp a!9)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!9) mss_clamp a!9)))
      (a!19 (ite (= route_mtu pmtu_cookie)
                 mss_cache
                 (ite (= enabled #x00000000)
                      a!15
                      (ite (bvslt a!15 a!18) a!15 a!18))))
      (a!22 (bvsub (ite (bvslt a!21 tcp_min_snd_mss) tcp_min_snd_mss a!21)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!34 (ite (= event #x00000005)
                 route_mtu
                 (ite (= event #x00000006)
                      a!33
                      (ite (= event #x00000007) mtu route_mtu))))
      (a!49 (ite (= event #x00000004)
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 (ite (= event #x00000005)
                      pmtu_cookie
                      (ite (= event #x00000006) a!48 pmtu_cookie))))
      (a!57 (bvsub (ite (bvslt a!56 a!8) a!56 a!8)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!62 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!24)
                   a!56))
      (a!88 (ite (bvslt (ite (bvslt mss_clamp a!87) mss_clamp a!87)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!87) mss_clamp a!87)))
      (a!93 (ite a!92
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
                 a!86))
      (a!123 (bvslt mss_clamp
                    (bvsub a!122
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!147 (ite (not (= probe_size #x00000000))
                  (ite (= enabled #x00000000)
                       a!142
                       (ite (bvslt a!142 a!146) a!142 a!146))
                  mss_cache))
      (a!151 (ite a!150
                  a!15
                  (bvsub a!149
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!161 (bvadd (ite (bvslt a!160 tcp_min_snd_mss) tcp_min_snd_mss a!160)
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!196 (ite (= event #x00000005)
                  route_locked
                  (ite (= event #x00000006)
                       a!195
                       (ite (= event #x00000007) #x00000000 route_locked))))
      (a!206 (ite (= event #x00000003)
                  tcp_mtu_probing
                  (ite (= event #x00000004)
                       tcp_mtu_probing
                       (ite (= event #x00000005) tcp_mtu_probing a!205))))
      (a!210 (ite (= event #x00000001)
                  tcp_probe_interval
                  (ite (= event #x00000002)
                       tcp_probe_interval
                       (ite (= event #x00000003) tcp_probe_interval a!209))))
      (a!217 (bvsle (bvadd a!213
                           (bvadd (bvadd #x00000014 tcp_options)
                                  (ite ipv6 #x00000028 #x00000014)))
                    #x00010077)))
(let ((a!11 (bvslt (bvsub (ite (bvslt a!5 tcp_min_snd_mss) tcp_min_snd_mss a!5)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!10
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!12 (bvadd (bvsub a!10
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!23 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 a!19
                 (ite (= enabled #x00000000)
                      a!15
                      (ite (bvslt a!15 a!22) a!15 a!22))))
      (a!35 (ite (= event #x00000002)
                 route_mtu
                 (ite (= event #x00000003)
                      route_mtu
                      (ite (= event #x00000004) route_mtu a!34))))
      (a!50 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000))
                      (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                      pmtu_cookie)
                 (ite (= event #x00000003)
                      (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                      a!49)))
      (a!58 (ite (bvslt (ite (bvslt mss_clamp a!57) mss_clamp a!57)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!57) mss_clamp a!57)))
      (a!63 (ite a!62
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!24)
                 a!56))
      (a!89 (bvslt (bvsub a!84
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!88
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!94 (ite (bvslt a!93 (ite (bvslt a!86 search_low) a!86 search_low))
                 a!93
                 (ite (bvslt a!86 search_low) a!86 search_low)))
      (a!102 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
                    (ite a!82 a!86 a!93)))
      (a!124 (ite a!123
                  mss_clamp
                  (bvsub a!122
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!152 (ite (not (= probe_size #x00000000))
                  (ite (= route_mtu pmtu_cookie)
                       mss_cache
                       (ite (= enabled #x00000000) a!15 a!151))
                  mss_cache))
      (a!162 (ite (bvslt (ite (bvult pmtu_cookie search_high)
                              pmtu_cookie
                              search_high)
                         a!161)
                  (ite (bvult pmtu_cookie search_high) pmtu_cookie search_high)
                  a!161))
      (a!197 (ite (= event #x00000002)
                  route_locked
                  (ite (= event #x00000003)
                       route_locked
                       (ite (= event #x00000004) route_locked a!196))))
      (a!207 (ite (= event #x00000000)
                  tcp_mtu_probing
                  (ite (= event #x00000001)
                       tcp_mtu_probing
                       (ite (= event #x00000002) tcp_mtu_probing a!206)))))
(let ((a!25 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!23 a!15)))
                 route_mtu
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!24)))
      (a!42 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!23 a!15)))
                 a!39
                 a!41))
      (a!59 (bvslt (bvsub a!54
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!58
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!64 (ite (bvslt a!63 (ite (bvslt a!56 a!8) a!56 a!8))
                 a!63
                 (ite (bvslt a!56 a!8) a!56 a!8)))
      (a!73 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!24)
                   (ite a!52 a!56 a!63)))
      (a!90 (ite a!89
                 (bvsub a!84 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!88 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!95 (bvslt mss_clamp
                   (bvsub a!94
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!103 (ite a!102
                  (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
                  (ite a!82 a!86 a!93)))
      (a!125 (bvsub (ite (bvslt a!124 tcp_min_snd_mss) tcp_min_snd_mss a!124)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!163 (bvslt mss_clamp
                    (bvsub a!162
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!168 (ite (= tcp_mtu_probing #x00000000)
                  search_low
                  (ite (= enabled #x00000000) a!153 a!162)))
      (a!190 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!23 a!15)))
                  route_locked
                  (ite ipv6 route_locked (ite a!189 #x00000001 route_locked)))))
(let ((a!26 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!12))
                 (ite ipv6 route_mtu a!25)
                 route_mtu))
      (a!43 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!12))
                 (ite ipv6 a!39 a!42)
                 a!39))
      (a!60 (ite a!59
                 (bvsub a!54 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!58 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!65 (bvslt mss_clamp
                   (bvsub a!64
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!74 (ite a!73
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!24)
                 (ite a!52 a!56 a!63)))
      (a!91 (ite (= enabled #x00000000)
                 (bvsub a!84 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!90))
      (a!96 (ite a!95
                 mss_clamp
                 (bvsub a!94
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!126 (ite (= route_mtu a!39)
                  a!23
                  (ite (= enabled #x00000000)
                       a!15
                       (ite (bvslt a!15 a!125) a!15 a!125))))
      (a!164 (ite a!163
                  mss_clamp
                  (bvsub a!162
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!169 (ite (bvslt (ite (bvult route_mtu a!81) route_mtu a!81) a!168)
                  (ite (bvult route_mtu a!81) route_mtu a!81)
                  a!168))
      (a!174 (bvslt a!103
                    (ite a!82
                         (ite (bvslt a!86 search_low) a!86 search_low)
                         a!94)))
      (a!191 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!12))
                  (ite ipv6 route_locked a!190)
                  route_locked)))
(let ((a!27 (ite (or a!11 (bvslt (bvsub a!3 a!8) tcp_probe_threshold))
                 route_mtu
                 a!26))
      (a!44 (ite (or a!11 (bvslt (bvsub a!3 a!8) tcp_probe_threshold))
                 (ite a!38 (ite (= route_mtu a!39) a!39 route_mtu) a!39)
                 a!43))
      (a!61 (ite (= enabled #x00000000)
                 (bvsub a!54 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!60))
      (a!66 (ite a!65
                 mss_clamp
                 (bvsub a!64
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!97 (bvsub (ite (bvslt a!96 tcp_min_snd_mss) tcp_min_snd_mss a!96)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!127 (bvslt a!74 (ite a!52 (ite (bvslt a!56 a!8) a!56 a!8) a!64)))
      (a!165 (bvsub (ite (bvslt a!164 tcp_min_snd_mss) tcp_min_snd_mss a!164)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!170 (bvslt mss_clamp
                    (bvsub a!169
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!175 (ite a!174
                  a!103
                  (ite a!82 (ite (bvslt a!86 search_low) a!86 search_low) a!94)))
      (a!192 (ite (or a!11 (bvslt (bvsub a!3 a!8) tcp_probe_threshold))
                  route_locked
                  a!191)))
(let ((a!28 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 route_mtu
                 a!27))
      (a!45 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 a!44))
      (a!67 (bvsub (ite (bvslt a!66 tcp_min_snd_mss) tcp_min_snd_mss a!66)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!98 (bvslt (bvsub a!84
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!97))
      (a!128 (ite a!127 a!74 (ite a!52 (ite (bvslt a!56 a!8) a!56 a!8) a!64)))
      (a!166 (ite (= enabled #x00000000)
                  (ite (= #x00000001 #x00000000)
                       a!142
                       (ite (bvslt a!142 a!156) a!142 a!156))
                  (ite (= enabled #x00000000)
                       a!142
                       (ite (bvslt a!142 a!165) a!142 a!165))))
      (a!171 (ite a!170
                  mss_clamp
                  (bvsub a!169
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!176 (bvslt mss_clamp
                    (bvsub a!175
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!193 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  route_locked
                  a!192)))
(let ((a!36 (ite (= event #x00000000)
                 a!28
                 (ite (= event #x00000001) route_mtu a!35)))
      (a!51 (ite (= event #x00000000)
                 a!45
                 (ite (= event #x00000001) pmtu_cookie a!50)))
      (a!68 (bvslt (bvsub a!54
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!67))
      (a!99 (ite a!98
                 (bvsub a!84 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!97))
      (a!129 (bvslt mss_clamp
                    (bvsub a!128
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!172 (bvsub (ite (bvslt a!171 tcp_min_snd_mss) tcp_min_snd_mss a!171)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!177 (ite a!176
                  mss_clamp
                  (bvsub a!175
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!198 (bvule (ite (= event #x00000000)
                         a!193
                         (ite (= event #x00000001) route_locked a!197))
                    #x00000001)))
(let ((a!69 (ite a!68
                 (bvsub a!54 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!67))
      (a!100 (ite (= enabled #x00000000)
                  (bvsub a!84 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!99))
      (a!130 (ite a!129
                  mss_clamp
                  (bvsub a!128
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!173 (ite (= route_mtu pmtu_cookie)
                  (ite (= tcp_mtu_probing #x00000000) mss_cache a!166)
                  (ite (= a!167 #x00000000)
                       a!15
                       (ite (bvslt a!15 a!172) a!15 a!172))))
      (a!178 (bvsub (ite (bvslt a!177 tcp_min_snd_mss) tcp_min_snd_mss a!177)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!70 (ite (= enabled #x00000000)
                 (bvsub a!54 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!69))
      (a!101 (or (bvult (ite a!82 a!91 a!100) mss_cache)
                 (and (not (= probe_size #x00000000))
                      (bvult (ite a!82 a!91 a!100) a!71))))
      (a!131 (bvsub (ite (bvslt a!130 tcp_min_snd_mss) tcp_min_snd_mss a!130)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!179 (bvslt (bvsub a!84
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!178)))
(let ((a!72 (or (bvult (ite a!52 a!61 a!70) a!23)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!52 a!61 a!70) a!71))))
      (a!104 (ite a!46
                  (ite (and a!101 (not cwnd_full))
                       (ite a!82 (ite a!82 a!86 a!93) a!103)
                       (ite a!82 a!86 a!93))
                  search_high))
      (a!115 (ite a!46
                  (ite (and a!101 (not cwnd_full)) #x00000000 probe_size)
                  probe_size))
      (a!132 (bvslt (bvsub a!54
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!131))
      (a!180 (ite a!179
                  (bvsub a!84 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!178)))
(let ((a!75 (ite a!40
                 (ite (and a!72 (not false))
                      (ite a!52 (ite a!52 a!56 a!63) a!74)
                      (ite a!52 a!56 a!63))
                 a!3))
      (a!105 (ite (and ipv6 (or (bvult mtu #x00000500) a!31)) search_high a!104))
      (a!110 (ite a!40
                  (ite (and a!72 (not false)) #x00000000 probe_size)
                  probe_size))
      (a!116 (ite (and ipv6 (or (bvult mtu #x00000500) a!31)) probe_size a!115))
      (a!133 (ite a!132
                  (bvsub a!54 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!131))
      (a!181 (ite (= enabled #x00000000)
                  (bvsub a!84 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!180)))
(let ((a!76 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!23 a!15)))
                 a!3
                 a!75))
      (a!106 (ite (= event #x00000004)
                  a!2
                  (ite (= event #x00000005)
                       (ite (bvult pmtu_cookie search_high)
                            pmtu_cookie
                            search_high)
                       (ite (= event #x00000006) a!105 search_high))))
      (a!111 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!23 a!15)))
                  probe_size
                  a!110))
      (a!117 (ite (= event #x00000004)
                  #x00000000
                  (ite (= event #x00000005)
                       probe_size
                       (ite (= event #x00000006) a!116 probe_size))))
      (a!134 (ite (= enabled #x00000000)
                  (bvsub a!54 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!133))
      (a!182 (ite a!46
                  (ite (and a!101 (not cwnd_full))
                       (ite a!82 (ite a!82 a!91 a!100) a!181)
                       (ite a!82 a!91 a!100))
                  mss_cache)))
(let ((a!77 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!12))
                 (ite ipv6 a!3 a!76)
                 a!3))
      (a!107 (ite (= event #x00000003)
                  (ite (= route_mtu pmtu_cookie)
                       a!81
                       (ite (bvult route_mtu a!81) route_mtu a!81))
                  a!106))
      (a!112 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!12))
                  (ite ipv6 probe_size a!111)
                  a!12))
      (a!118 (ite (= event #x00000002)
                  (ite (not (= probe_size #x00000000)) #x00000000 probe_size)
                  (ite (= event #x00000003) #x00000000 a!117)))
      (a!135 (ite a!40
                  (ite (and a!72 (not false))
                       (ite a!52 (ite a!52 a!61 a!70) a!134)
                       (ite a!52 a!61 a!70))
                  a!23))
      (a!183 (ite (and ipv6 (or (bvult mtu #x00000500) a!31)) mss_cache a!182)))
(let ((a!78 (ite (or a!11 (bvslt (bvsub a!3 a!8) tcp_probe_threshold))
                 (ite a!38
                      (bvadd mss_clamp
                             #x00000014
                             (ite ipv6 #x00000028 #x00000014))
                      a!3)
                 a!77))
      (a!108 (ite (= event #x00000002)
                  (ite (not (= probe_size #x00000000))
                       (ite (= route_mtu pmtu_cookie)
                            (bvsub probe_size #x00000001)
                            a!80)
                       search_high)
                  a!107))
      (a!113 (ite (or a!11 (bvslt (bvsub a!3 a!8) tcp_probe_threshold))
                  (ite a!38 #x00000000 probe_size)
                  a!112))
      (a!119 (ite (= event #x00000001)
                  (ite (not (= probe_size #x00000000)) #x00000000 probe_size)
                  a!118))
      (a!136 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!23 a!15)))
                  a!23
                  a!135))
      (a!184 (ite (= event #x00000005)
                  (ite (= enabled #x00000000)
                       a!142
                       (ite (bvslt a!142 a!156) a!142 a!156))
                  (ite (= event #x00000006) a!183 mss_cache))))
(let ((a!79 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 a!2
                 a!78))
      (a!109 (ite (= event #x00000001)
                  (ite (not (= probe_size #x00000000))
                       (ite (bvult pmtu_cookie search_high)
                            pmtu_cookie
                            search_high)
                       search_high)
                  a!108))
      (a!114 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  probe_size
                  a!113))
      (a!137 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!12))
                  (ite ipv6 a!23 a!136)
                  a!23))
      (a!185 (ite (= event #x00000002)
                  a!152
                  (ite (= event #x00000003)
                       a!173
                       (ite (= event #x00000004) a!19 a!184)))))
(let ((a!120 (and (bvsle #x00000001 (ite (= event #x00000000) a!114 a!119))
                  (bvsle (ite (= event #x00000000) a!114 a!119) #x00010077)))
      (a!138 (ite (or a!11 (bvslt (bvsub a!3 a!8) tcp_probe_threshold))
                  (ite a!38 a!126 a!23)
                  a!137)))
(let ((a!121 (or (= (ite (= event #x00000000) a!114 a!119) #x00000000) a!120))
      (a!139 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  a!19
                  a!138)))
(let ((a!186 (ite (= event #x00000000)
                  a!139
                  (ite (= event #x00000001) a!147 a!185))))
(let ((a!219 (bvadd ((_ sign_extend 32) a!186)
                    ((_ sign_extend 32)
                      (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!220 (and true
                  (bvule (ite ipv6 #x00000500 #x00000044) a!36)
                  (bvule a!36 #x0000ffff)
                  (bvule (ite ipv6 #x00000500 #x00000044) a!51)
                  (bvule a!51 #x0000ffff)
                  (bvsle #x00000000 (ite (= event #x00000000) a!79 a!109))
                  a!121
                  (bvule a!186 #x0000ffff)
                  a!188
                  a!198
                  (bvsle #x00000000 a!207)
                  (bvsle a!207 #x000000ff)
                  (bvsle #x00000000
                         (ite (= event #x00000000) tcp_probe_interval a!210))
                  (bvsle (ite (= event #x00000000) tcp_probe_interval a!210)
                         (ite (= HZ #x000003e8) #x00418937 a!201))
                  (bvsle #x00000030 a!213)
                  (bvsle a!213 #x0000ffff)
                  (bvsle #x00000030 a!216)
                  (bvsle a!216 #x0000ffff)
                  a!217
                  a!218
                  (not (bvslt a!219 #x0000000000000030)))))
  (not a!220))))))))))))))))))))))))))
(check-sat)
