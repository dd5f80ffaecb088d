; every-step-fix-all
; expected: unsat
; claim: unsat: every event from a state of the invariant keeps it (IP minimum (68, IPv6 1280) <= dst_mtu <= 65535; IP minimum (68, IPv6 1280) <= icsk_pmtu_cookie <= 65535; search_high <= icsk_pmtu_cookie (unsigned); -1 <= search_high <= 65595; 0 <= search_high; search_high <= mss_clamp + 20 + net_header_len; icsk_mtup.probe_size == 0 or 1 <= icsk_mtup.probe_size <= 65535 + 120; 0 <= search_low <= 65535 + 120; mss_cache <= 65535; icsk_mtup.enabled is 0 or 1; the route's lock is 0 or 1; sysctl_tcp_mtu_probing within its proc handler's range; sysctl_tcp_base_mss within its proc handler's range; sysctl_tcp_probe_interval within its proc handler's range; sysctl_tcp_min_snd_mss within its proc handler's range; sysctl_tcp_mtu_probe_floor within its proc handler's range; tcp_mss_to_mtu(sysctl_tcp_min_snd_mss) <= 65535 + 120; mss_cache + tcp_header_len - 20 >= 48)
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
      (a!72 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!81 (ite (bvslt search_high (bvsub probe_size #x00000001))
                 search_high
                 (bvsub probe_size #x00000001)))
      (a!83 (ite (= tcp_mtu_probing #x00000000)
                 search_high
                 (ite (= enabled #x00000000)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high))))
      (a!139 (ite (bvslt (ite (bvult pmtu_cookie search_high)
                              pmtu_cookie
                              search_high)
                         probe_size)
                  (ite (bvult pmtu_cookie search_high) pmtu_cookie search_high)
                  probe_size))
      (a!141 (ite (bvslt (ite (bvult pmtu_cookie search_high)
                              pmtu_cookie
                              search_high)
                         search_low)
                  (ite (bvult pmtu_cookie search_high) pmtu_cookie search_high)
                  search_low))
      (a!142 (bvslt mss_clamp
                    (bvsub search_low
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!178 (bvslt mss_clamp
                    (bvsub pmtu_cookie
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!196 (ite (= tcp_mtu_probing #x00000000)
                  enabled
                  (ite (= enabled #x00000000) #x00000001 enabled)))
      (a!214 (and (and (= route_locked #x00000000)
                       (not (bvult route_mtu route_mtu)))
                  (bvult route_mtu #x00000228)))
      (a!219 (and (and (= route_locked #x00000000) (not (bvult route_mtu mtu)))
                  (bvult mtu #x00000228)))
      (a!224 (and (= sysctl #x00000005)
                  (and (bvsle #x00000030 value) (bvsle value #x0000ffff))))
      (a!225 (and (= sysctl #x00000004)
                  (and (bvsle #x00000030 value) (bvsle value #x0000ffff))))
      (a!226 (ite (= HZ #x0000012c)
                  #x00da740d
                  (ite (= HZ #x000000fa)
                       #x010624dd
                       (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!228 (and (= sysctl #x00000001)
                  (and (bvsle #x00000030 value) (bvsle value #x0000ffff))))
      (a!248 (or (not (bvslt #x00000000 #x00000000))
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
      (a!52 (ite (bvult (ite (= route_mtu a!39) a!39 route_mtu)
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 (ite (= route_mtu a!39) a!39 route_mtu)
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!53 (= (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!24)
               (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!24)))
      (a!54 (bvsub (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!24)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!82 (ite (not (= probe_size #x00000000))
                 (ite (= route_mtu pmtu_cookie)
                      a!81
                      (ite (bvult route_mtu a!81) route_mtu a!81))
                 search_high))
      (a!84 (= (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
               (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)))
      (a!85 (bvsub (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!87 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
                   search_high))
      (a!140 (ite (bvslt (ite (bvult route_mtu a!81) route_mtu a!81) search_low)
                  (ite (bvult route_mtu a!81) route_mtu a!81)
                  search_low))
      (a!143 (ite a!142
                  mss_clamp
                  (bvsub search_low
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!159 (bvsub (ite (= route_mtu a!39) a!39 route_mtu)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!179 (ite a!178
                  mss_clamp
                  (bvsub pmtu_cookie
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!181 (bvslt mss_clamp
                    (bvsub a!139
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!189 (bvslt mss_clamp
                    (bvsub a!141
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!212 (ite (= event #x00000001)
                  enabled
                  (ite (= event #x00000002)
                       enabled
                       (ite (= event #x00000003) a!196 enabled))))
      (a!227 (and (= sysctl #x00000003)
                  (bvsle #x00000000 value)
                  (bvsle value (ite (= HZ #x000003e8) #x00418937 a!226))))
      (a!229 (ite a!228
                  tcp_mtu_probing
                  (ite (and (= sysctl #x00000000)
                            (bvsle #x00000000 value)
                            (bvsle value #x000000ff))
                       value
                       tcp_mtu_probing)))
      (a!241 (ite (= event #x00000006)
                  tcp_min_snd_mss
                  (ite (= event #x00000007)
                       tcp_min_snd_mss
                       (ite a!224
                            tcp_min_snd_mss
                            (ite a!225 value tcp_min_snd_mss)))))
      (a!244 (ite (= event #x00000005)
                  tcp_mtu_probe_floor
                  (ite (= event #x00000006)
                       tcp_mtu_probe_floor
                       (ite (= event #x00000007)
                            tcp_mtu_probe_floor
                            (ite a!224 value tcp_mtu_probe_floor))))))
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
      (a!55 (ite (bvslt (ite (bvslt mss_clamp a!54) mss_clamp a!54)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!54) mss_clamp a!54)))
      (a!56 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!24)
                   a!3))
      (a!86 (ite (bvslt (ite (bvslt mss_clamp a!85) mss_clamp a!85)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!85) mss_clamp a!85)))
      (a!88 (ite a!87
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
                 search_high))
      (a!144 (bvashr (bvsub (ite (bvslt a!143 tcp_min_snd_mss)
                                 tcp_min_snd_mss
                                 a!143)
                            (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                     #x00000001))
      (a!160 (ite (bvslt (ite (bvslt mss_clamp a!159) mss_clamp a!159)
                         tcp_min_snd_mss)
                  tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!159) mss_clamp a!159)))
      (a!180 (bvsub (ite (bvslt a!179 tcp_min_snd_mss) tcp_min_snd_mss a!179)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!182 (ite a!181
                  mss_clamp
                  (bvsub a!139
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!185 (bvslt mss_clamp
                    (bvsub a!140
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!190 (ite a!189
                  mss_clamp
                  (bvsub a!141
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!213 (or (= (ite (= event #x00000000) enabled a!212) #x00000000)
                 (= (ite (= event #x00000000) enabled a!212) #x00000001)))
      (a!230 (ite a!227
                  tcp_mtu_probing
                  (ite (and (= sysctl #x00000002) true) tcp_mtu_probing a!229)))
      (a!234 (ite a!227
                  tcp_base_mss
                  (ite (and (= sysctl #x00000002) true)
                       tcp_base_mss
                       (ite a!228 value tcp_base_mss))))
      (a!238 (ite (= event #x00000007)
                  tcp_probe_interval
                  (ite a!224
                       tcp_probe_interval
                       (ite a!225
                            tcp_probe_interval
                            (ite a!227 value tcp_probe_interval)))))
      (a!242 (ite (= event #x00000003)
                  tcp_min_snd_mss
                  (ite (= event #x00000004)
                       tcp_min_snd_mss
                       (ite (= event #x00000005) tcp_min_snd_mss a!241))))
      (a!245 (ite (= event #x00000002)
                  tcp_mtu_probe_floor
                  (ite (= event #x00000003)
                       tcp_mtu_probe_floor
                       (ite (= event #x00000004) tcp_mtu_probe_floor a!244)))))
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
      (a!57 (ite a!56
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!24)
                 a!3))
      (a!89 (bvsub (ite (bvslt a!88 search_low) a!88 search_low)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!94 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
                   a!88))
      (a!123 (ite (bvslt (ite (bvult route_mtu a!3) route_mtu a!3) a!8)
                  (ite (bvult route_mtu a!3) route_mtu a!3)
                  a!8))
      (a!145 (ite (bvslt (ite (bvslt tcp_base_mss a!144) tcp_base_mss a!144)
                         tcp_mtu_probe_floor)
                  tcp_mtu_probe_floor
                  (ite (bvslt tcp_base_mss a!144) tcp_base_mss a!144)))
      (a!183 (bvsub (ite (bvslt a!182 tcp_min_snd_mss) tcp_min_snd_mss a!182)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!186 (ite a!185
                  mss_clamp
                  (bvsub a!140
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!191 (bvsub (ite (bvslt a!190 tcp_min_snd_mss) tcp_min_snd_mss a!190)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!220 (ite (and ipv6 (or (bvult mtu #x00000500) a!31))
                  route_locked
                  (ite ipv6 route_locked (ite a!219 #x00000001 route_locked))))
      (a!231 (ite (= event #x00000006)
                  tcp_mtu_probing
                  (ite (= event #x00000007)
                       tcp_mtu_probing
                       (ite a!224
                            tcp_mtu_probing
                            (ite a!225 tcp_mtu_probing a!230)))))
      (a!235 (ite (= event #x00000006)
                  tcp_base_mss
                  (ite (= event #x00000007)
                       tcp_base_mss
                       (ite a!224 tcp_base_mss (ite a!225 tcp_base_mss a!234)))))
      (a!239 (ite (= event #x00000004)
                  tcp_probe_interval
                  (ite (= event #x00000005)
                       tcp_probe_interval
                       (ite (= event #x00000006) tcp_probe_interval a!238))))
      (a!243 (ite (= event #x00000000)
                  tcp_min_snd_mss
                  (ite (= event #x00000001)
                       tcp_min_snd_mss
                       (ite (= event #x00000002) tcp_min_snd_mss a!242))))
      (a!246 (ite (= event #x00000000)
                  tcp_mtu_probe_floor
                  (ite (= event #x00000001) tcp_mtu_probe_floor a!245))))
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
      (a!58 (bvsub (ite (bvslt a!57 a!8) a!57 a!8)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!63 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!24)
                   a!57))
      (a!90 (ite (bvslt (ite (bvslt mss_clamp a!89) mss_clamp a!89)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!89) mss_clamp a!89)))
      (a!95 (ite a!94
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
                 a!88))
      (a!124 (bvslt mss_clamp
                    (bvsub a!123
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!146 (bvadd (ite (bvslt a!145 tcp_min_snd_mss) tcp_min_snd_mss a!145)
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!184 (ite (not (= probe_size #x00000000))
                  (ite (= enabled #x00000000)
                       a!180
                       (ite (bvslt a!180 a!183) a!180 a!183))
                  mss_cache))
      (a!187 (bvsub (ite (bvslt a!186 tcp_min_snd_mss) tcp_min_snd_mss a!186)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!221 (ite (= event #x00000005)
                  route_locked
                  (ite (= event #x00000006)
                       a!220
                       (ite (= event #x00000007) #x00000000 route_locked))))
      (a!232 (ite (= event #x00000003)
                  tcp_mtu_probing
                  (ite (= event #x00000004)
                       tcp_mtu_probing
                       (ite (= event #x00000005) tcp_mtu_probing a!231))))
      (a!236 (ite (= event #x00000003)
                  tcp_base_mss
                  (ite (= event #x00000004)
                       tcp_base_mss
                       (ite (= event #x00000005) tcp_base_mss a!235))))
      (a!240 (ite (= event #x00000001)
                  tcp_probe_interval
                  (ite (= event #x00000002)
                       tcp_probe_interval
                       (ite (= event #x00000003) tcp_probe_interval a!239))))
      (a!247 (bvsle (bvadd a!243
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
      (a!59 (ite (bvslt (ite (bvslt mss_clamp a!58) mss_clamp a!58)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!58) mss_clamp a!58)))
      (a!64 (ite a!63
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!24)
                 a!57))
      (a!91 (bvslt (bvsub a!86
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!90
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!96 (ite (bvslt a!95 (ite (bvslt a!88 search_low) a!88 search_low))
                 a!95
                 (ite (bvslt a!88 search_low) a!88 search_low)))
      (a!104 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
                    (ite a!84 a!88 a!95)))
      (a!125 (ite a!124
                  mss_clamp
                  (bvsub a!123
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!147 (bvslt (ite (bvult pmtu_cookie search_high)
                         pmtu_cookie
                         search_high)
                    (ite (and ipv6 (bvslt a!146 #x00000500)) #x00000500 a!146)))
      (a!188 (ite (= route_mtu pmtu_cookie)
                  mss_cache
                  (ite (= enabled #x00000000)
                       a!15
                       (ite (bvslt a!15 a!187) a!15 a!187))))
      (a!222 (ite (= event #x00000002)
                  route_locked
                  (ite (= event #x00000003)
                       route_locked
                       (ite (= event #x00000004) route_locked a!221))))
      (a!233 (ite (= event #x00000000)
                  tcp_mtu_probing
                  (ite (= event #x00000001)
                       tcp_mtu_probing
                       (ite (= event #x00000002) tcp_mtu_probing a!232))))
      (a!237 (ite (= event #x00000000)
                  tcp_base_mss
                  (ite (= event #x00000001)
                       tcp_base_mss
                       (ite (= event #x00000002) tcp_base_mss a!236)))))
(let ((a!25 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!23 a!15)))
                 route_mtu
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!24)))
      (a!42 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!23 a!15)))
                 a!39
                 a!41))
      (a!60 (bvslt (bvsub a!55
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!59
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!65 (ite (bvslt a!64 (ite (bvslt a!57 a!8) a!57 a!8))
                 a!64
                 (ite (bvslt a!57 a!8) a!57 a!8)))
      (a!74 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!24)
                   (ite a!53 a!57 a!64)))
      (a!92 (ite a!91
                 (bvsub a!86 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!90 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!97 (bvslt mss_clamp
                   (bvsub a!96
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!105 (ite a!104
                  (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!32)
                  (ite a!84 a!88 a!95)))
      (a!126 (bvsub (ite (bvslt a!125 tcp_min_snd_mss) tcp_min_snd_mss a!125)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!148 (ite a!147
                  (ite (bvult pmtu_cookie search_high) pmtu_cookie search_high)
                  (ite (and ipv6 (bvslt a!146 #x00000500)) #x00000500 a!146)))
      (a!215 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!23 a!15)))
                  route_locked
                  (ite ipv6 route_locked (ite a!214 #x00000001 route_locked)))))
(let ((a!26 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!12))
                 (ite ipv6 route_mtu a!25)
                 route_mtu))
      (a!43 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!12))
                 (ite ipv6 a!39 a!42)
                 a!39))
      (a!61 (ite a!60
                 (bvsub a!55 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!59 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!66 (bvslt mss_clamp
                   (bvsub a!65
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!75 (ite a!74
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!24)
                 (ite a!53 a!57 a!64)))
      (a!93 (ite (= enabled #x00000000)
                 (bvsub a!86 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!92))
      (a!98 (ite a!97
                 mss_clamp
                 (bvsub a!96
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!127 (ite (= route_mtu a!39)
                  a!23
                  (ite (= enabled #x00000000)
                       a!15
                       (ite (bvslt a!15 a!126) a!15 a!126))))
      (a!149 (ite (= tcp_mtu_probing #x00000000)
                  search_low
                  (ite (= enabled #x00000000) a!141 a!148)))
      (a!151 (bvslt a!105
                    (ite a!84
                         (ite (bvslt a!88 search_low) a!88 search_low)
                         a!96)))
      (a!192 (bvslt mss_clamp
                    (bvsub a!148
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!216 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!12))
                  (ite ipv6 route_locked a!215)
                  route_locked)))
(let ((a!27 (ite (or a!11 (bvslt (bvsub a!3 a!8) tcp_probe_threshold))
                 route_mtu
                 a!26))
      (a!44 (ite (or a!11 (bvslt (bvsub a!3 a!8) tcp_probe_threshold))
                 (ite a!38 (ite (= route_mtu a!39) a!39 route_mtu) a!39)
                 a!43))
      (a!62 (ite (= enabled #x00000000)
                 (bvsub a!55 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!61))
      (a!67 (ite a!66
                 mss_clamp
                 (bvsub a!65
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!99 (bvsub (ite (bvslt a!98 tcp_min_snd_mss) tcp_min_snd_mss a!98)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!128 (bvadd a!127
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!131 (bvslt a!75 (ite a!53 (ite (bvslt a!57 a!8) a!57 a!8) a!65)))
      (a!150 (ite (bvslt (ite (bvult route_mtu a!83) route_mtu a!83) a!149)
                  (ite (bvult route_mtu a!83) route_mtu a!83)
                  a!149))
      (a!152 (ite a!151
                  a!105
                  (ite a!84 (ite (bvslt a!88 search_low) a!88 search_low) a!96)))
      (a!193 (ite a!192
                  mss_clamp
                  (bvsub a!148
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!217 (ite (or a!11 (bvslt (bvsub a!3 a!8) tcp_probe_threshold))
                  route_locked
                  a!216)))
(let ((a!28 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 route_mtu
                 a!27))
      (a!45 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 a!44))
      (a!68 (bvsub (ite (bvslt a!67 tcp_min_snd_mss) tcp_min_snd_mss a!67)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!100 (bvslt (bvsub a!86
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!99))
      (a!129 (bvslt a!52
                    (ite (and ipv6 (bvslt a!128 #x00000500)) #x00000500 a!128)))
      (a!132 (ite a!131 a!75 (ite a!53 (ite (bvslt a!57 a!8) a!57 a!8) a!65)))
      (a!153 (ite a!84
                  (ite a!84 (ite (bvslt a!88 search_low) a!88 search_low) a!96)
                  a!152))
      (a!194 (bvsub (ite (bvslt a!193 tcp_min_snd_mss) tcp_min_snd_mss a!193)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!197 (bvslt mss_clamp
                    (bvsub a!150
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!201 (bvslt mss_clamp
                    (bvsub a!152
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!218 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  route_locked
                  a!217)))
(let ((a!36 (ite (= event #x00000000)
                 a!28
                 (ite (= event #x00000001) route_mtu a!35)))
      (a!51 (ite (= event #x00000000)
                 a!45
                 (ite (= event #x00000001) pmtu_cookie a!50)))
      (a!69 (bvslt (bvsub a!55
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!68))
      (a!101 (ite a!100
                  (bvsub a!86 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!99))
      (a!130 (ite a!129
                  a!52
                  (ite (and ipv6 (bvslt a!128 #x00000500)) #x00000500 a!128)))
      (a!133 (ite a!53 (ite a!53 (ite (bvslt a!57 a!8) a!57 a!8) a!65) a!132))
      (a!167 (bvslt mss_clamp
                    (bvsub a!132
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!195 (ite (= enabled #x00000000)
                  (ite (= #x00000001 #x00000000)
                       a!180
                       (ite (bvslt a!180 a!191) a!180 a!191))
                  (ite (= enabled #x00000000)
                       a!180
                       (ite (bvslt a!180 a!194) a!180 a!194))))
      (a!198 (ite a!197
                  mss_clamp
                  (bvsub a!150
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!202 (ite a!201
                  mss_clamp
                  (bvsub a!152
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!223 (bvule (ite (= event #x00000000)
                         a!218
                         (ite (= event #x00000001) route_locked a!222))
                    #x00000001)))
(let ((a!70 (ite a!69
                 (bvsub a!55 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!68))
      (a!102 (ite (= enabled #x00000000)
                  (bvsub a!86 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!101))
      (a!161 (bvslt mss_clamp
                    (bvsub a!130
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!168 (ite a!167
                  mss_clamp
                  (bvsub a!132
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!199 (bvsub (ite (bvslt a!198 tcp_min_snd_mss) tcp_min_snd_mss a!198)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!203 (bvsub (ite (bvslt a!202 tcp_min_snd_mss) tcp_min_snd_mss a!202)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!71 (ite (= enabled #x00000000)
                 (bvsub a!55 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!70))
      (a!103 (or (bvult (ite a!84 a!93 a!102) mss_cache)
                 (and (not (= probe_size #x00000000))
                      (bvult (ite a!84 a!93 a!102) a!72))))
      (a!162 (ite a!161
                  mss_clamp
                  (bvsub a!130
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!169 (bvsub (ite (bvslt a!168 tcp_min_snd_mss) tcp_min_snd_mss a!168)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!200 (ite (= route_mtu pmtu_cookie)
                  (ite (= tcp_mtu_probing #x00000000) mss_cache a!195)
                  (ite (= a!196 #x00000000)
                       a!15
                       (ite (bvslt a!15 a!199) a!15 a!199))))
      (a!204 (bvslt (bvsub a!86
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!203)))
(let ((a!73 (or (bvult (ite a!53 a!62 a!71) a!23)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!53 a!62 a!71) a!72))))
      (a!106 (ite a!46
                  (ite (and a!103 (not cwnd_full))
                       (ite a!84 (ite a!84 a!88 a!95) a!105)
                       (ite a!84 a!88 a!95))
                  search_high))
      (a!116 (ite a!46
                  (ite (and a!103 (not cwnd_full)) #x00000000 probe_size)
                  probe_size))
      (a!154 (ite (and a!103 (not cwnd_full))
                  a!153
                  (ite a!84 (ite (bvslt a!88 search_low) a!88 search_low) a!96)))
      (a!163 (bvsub (ite (bvslt a!162 tcp_min_snd_mss) tcp_min_snd_mss a!162)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!170 (bvslt (bvsub a!55
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!169))
      (a!205 (ite a!204
                  (bvsub a!86 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!203)))
(let ((a!76 (ite a!40
                 (ite (and a!73 (not false))
                      (ite a!53 (ite a!53 a!57 a!64) a!75)
                      (ite a!53 a!57 a!64))
                 a!3))
      (a!107 (ite (and ipv6 (or (bvult mtu #x00000500) a!31)) search_high a!106))
      (a!111 (ite a!40
                  (ite (and a!73 (not false)) #x00000000 probe_size)
                  probe_size))
      (a!117 (ite (and ipv6 (or (bvult mtu #x00000500) a!31)) probe_size a!116))
      (a!134 (ite (and a!73 (not false))
                  a!133
                  (ite a!53 (ite (bvslt a!57 a!8) a!57 a!8) a!65)))
      (a!155 (ite (and ipv6 (or (bvult mtu #x00000500) a!31))
                  search_low
                  (ite a!46 a!154 search_low)))
      (a!164 (bvslt (bvsub a!160
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!163))
      (a!171 (ite a!170
                  (bvsub a!55 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!169))
      (a!206 (ite (= enabled #x00000000)
                  (bvsub a!86 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!205)))
(let ((a!77 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!23 a!15)))
                 a!3
                 a!76))
      (a!108 (ite (= event #x00000004)
                  a!2
                  (ite (= event #x00000005)
                       (ite (bvult pmtu_cookie search_high)
                            pmtu_cookie
                            search_high)
                       (ite (= event #x00000006) a!107 search_high))))
      (a!112 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!23 a!15)))
                  probe_size
                  a!111))
      (a!118 (ite (= event #x00000004)
                  #x00000000
                  (ite (= event #x00000005)
                       probe_size
                       (ite (= event #x00000006) a!117 probe_size))))
      (a!135 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!23 a!15)))
                  a!8
                  (ite a!40 a!134 a!8)))
      (a!156 (ite (= event #x00000004)
                  (ite (= route_mtu pmtu_cookie) search_low a!6)
                  (ite (= event #x00000005)
                       a!141
                       (ite (= event #x00000006) a!155 search_low))))
      (a!165 (ite a!164
                  (bvsub a!160
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!163))
      (a!172 (ite (= enabled #x00000000)
                  (bvsub a!55 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!171))
      (a!207 (ite a!46
                  (ite (and a!103 (not cwnd_full))
                       (ite a!84 (ite a!84 a!93 a!102) a!206)
                       (ite a!84 a!93 a!102))
                  mss_cache)))
(let ((a!78 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!12))
                 (ite ipv6 a!3 a!77)
                 a!3))
      (a!109 (ite (= event #x00000003)
                  (ite (= route_mtu pmtu_cookie)
                       a!83
                       (ite (bvult route_mtu a!83) route_mtu a!83))
                  a!108))
      (a!113 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!12))
                  (ite ipv6 probe_size a!112)
                  a!12))
      (a!119 (ite (= event #x00000002)
                  (ite (not (= probe_size #x00000000)) #x00000000 probe_size)
                  (ite (= event #x00000003) #x00000000 a!118)))
      (a!136 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!12))
                  (ite ipv6 a!8 a!135)
                  a!8))
      (a!157 (ite (= event #x00000002)
                  (ite (not (= probe_size #x00000000))
                       (ite (= route_mtu pmtu_cookie) search_low a!140)
                       search_low)
                  (ite (= event #x00000003)
                       (ite (= route_mtu pmtu_cookie) a!149 a!150)
                       a!156)))
      (a!166 (ite (= enabled #x00000000)
                  (bvsub a!160
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!165))
      (a!173 (ite a!40
                  (ite (and a!73 (not false))
                       (ite a!53 (ite a!53 a!62 a!71) a!172)
                       (ite a!53 a!62 a!71))
                  a!23))
      (a!208 (ite (and ipv6 (or (bvult mtu #x00000500) a!31)) mss_cache a!207)))
(let ((a!79 (ite (or a!11 (bvslt (bvsub a!3 a!8) tcp_probe_threshold))
                 (ite a!38 a!52 a!3)
                 a!78))
      (a!110 (ite (= event #x00000001)
                  (ite (not (= probe_size #x00000000))
                       (ite (bvult pmtu_cookie search_high)
                            pmtu_cookie
                            search_high)
                       search_high)
                  (ite (= event #x00000002) a!82 a!109)))
      (a!114 (ite (or a!11 (bvslt (bvsub a!3 a!8) tcp_probe_threshold))
                  (ite a!38 #x00000000 probe_size)
                  a!113))
      (a!120 (ite (= event #x00000001)
                  (ite (not (= probe_size #x00000000)) #x00000000 probe_size)
                  a!119))
      (a!137 (ite (or a!11 (bvslt (bvsub a!3 a!8) tcp_probe_threshold))
                  (ite a!38 a!130 a!8)
                  a!136))
      (a!158 (ite (= event #x00000001)
                  (ite (not (= probe_size #x00000000)) a!139 search_low)
                  a!157))
      (a!174 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!23 a!15)))
                  a!23
                  a!173))
      (a!209 (ite (= event #x00000005)
                  (ite (= enabled #x00000000)
                       a!180
                       (ite (bvslt a!180 a!191) a!180 a!191))
                  (ite (= event #x00000006) a!208 mss_cache))))
(let ((a!80 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 a!2
                 a!79))
      (a!115 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  probe_size
                  a!114))
      (a!138 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  (ite (= route_mtu pmtu_cookie) search_low a!6)
                  a!137))
      (a!175 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!12))
                  (ite ipv6 a!23 a!174)
                  a!23))
      (a!210 (ite (= event #x00000002)
                  (ite (not (= probe_size #x00000000)) a!188 mss_cache)
                  (ite (= event #x00000003)
                       a!200
                       (ite (= event #x00000004) a!19 a!209)))))
(let ((a!121 (and (bvsle #x00000001 (ite (= event #x00000000) a!115 a!120))
                  (bvsle (ite (= event #x00000000) a!115 a!120) #x00010077)))
      (a!176 (ite (or a!11 (bvslt (bvsub a!3 a!8) tcp_probe_threshold))
                  (ite a!38 a!166 a!23)
                  a!175)))
(let ((a!122 (or (= (ite (= event #x00000000) a!115 a!120) #x00000000) a!121))
      (a!177 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  a!19
                  a!176)))
(let ((a!211 (ite (= event #x00000000)
                  a!177
                  (ite (= event #x00000001) a!184 a!210))))
(let ((a!249 (bvadd ((_ sign_extend 32) a!211)
                    ((_ sign_extend 32)
                      (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!250 (and true
                  (bvule (ite ipv6 #x00000500 #x00000044) a!36)
                  (bvule a!36 #x0000ffff)
                  (bvule (ite ipv6 #x00000500 #x00000044) a!51)
                  (bvule a!51 #x0000ffff)
                  (bvule (ite (= event #x00000000) a!80 a!110) a!51)
                  (bvsle #xffffffff (ite (= event #x00000000) a!80 a!110))
                  (bvsle (ite (= event #x00000000) a!80 a!110) #x0001003b)
                  (bvsle #x00000000 (ite (= event #x00000000) a!80 a!110))
                  (bvsle (ite (= event #x00000000) a!80 a!110)
                         (bvadd mss_clamp
                                #x00000014
                                (ite ipv6 #x00000028 #x00000014)))
                  a!122
                  (bvsle #x00000000 (ite (= event #x00000000) a!138 a!158))
                  (bvsle (ite (= event #x00000000) a!138 a!158) #x00010077)
                  (bvule a!211 #x0000ffff)
                  a!213
                  a!223
                  (bvsle #x00000000 a!233)
                  (bvsle a!233 #x000000ff)
                  (bvsle #x00000030 a!237)
                  (bvsle a!237 #x0000ffff)
                  (bvsle #x00000000
                         (ite (= event #x00000000) tcp_probe_interval a!240))
                  (bvsle (ite (= event #x00000000) tcp_probe_interval a!240)
                         (ite (= HZ #x000003e8) #x00418937 a!226))
                  (bvsle #x00000030 a!243)
                  (bvsle a!243 #x0000ffff)
                  (bvsle #x00000030 a!246)
                  (bvsle a!246 #x0000ffff)
                  a!247
                  a!248
                  (not (bvslt a!249 #x0000000000000030)))))
  (not a!250))))))))))))))))))))))))))
(check-sat)
