; every-step-fix-all
; expected: unsat
; claim: unsat: every event from a state of the invariant keeps it (IP minimum (68, IPv6 1280) <= dst_mtu <= 65535; IP minimum (68, IPv6 1280) <= icsk_pmtu_cookie <= 65535; search_high <= icsk_pmtu_cookie (unsigned); -1 <= search_high <= 65595; 0 <= search_high; search_high <= mss_clamp + 20 + net_header_len; icsk_mtup.probe_size == 0 or search_low < icsk_mtup.probe_size; min(IP minimum (68, IPv6 1280), search_high) <= search_low; icsk_mtup.probe_size == 0 or 1 <= icsk_mtup.probe_size <= 65535 + 120; 0 <= search_low <= 65535 + 120; mss_cache <= 65535; icsk_mtup.enabled is 0 or 1; the route's lock is 0 or 1; sysctl_tcp_mtu_probing within its proc handler's range; sysctl_tcp_base_mss within its proc handler's range; sysctl_tcp_probe_interval within its proc handler's range; sysctl_tcp_min_snd_mss within its proc handler's range; sysctl_tcp_mtu_probe_floor within its proc handler's range; tcp_mss_to_mtu(sysctl_tcp_min_snd_mss) <= 65535 + 120; mss_cache + tcp_header_len - 20 >= 48; enabled != 0 => search_low <= search_high)
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
      (a!11 (bvslt mss_clamp
                   (bvsub route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!22 (ite (and (= route_locked #x00000000)
                      (not (bvult route_mtu route_mtu)))
                 (ite (bvult route_mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      route_mtu)
                 route_mtu))
      (a!26 (bvslt mss_clamp
                   (bvsub mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!29 (ite (and (= route_locked #x00000000) (not (bvult route_mtu mtu)))
                 (ite (bvult mtu #x00000228)
                      (ite (bvult route_mtu #x00000228) route_mtu #x00000228)
                      mtu)
                 route_mtu))
      (a!34 (ite (= HZ #x0000012c)
                 (bvmul tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul tcp_probe_interval #x00000064)
                           (bvmul tcp_probe_interval #x00000064)))))
      (a!36 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 route_mtu))
      (a!69 (bvsub (bvsub probe_size (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!77 (ite (bvslt search_high (bvsub probe_size #x00000001))
                 search_high
                 (bvsub probe_size #x00000001)))
      (a!79 (ite (= tcp_mtu_probing #x00000000)
                 search_high
                 (ite (= enabled #x00000000)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high)
                      (ite (bvult pmtu_cookie search_high)
                           pmtu_cookie
                           search_high))))
      (a!131 (ite (bvslt (ite (bvult pmtu_cookie search_high)
                              pmtu_cookie
                              search_high)
                         probe_size)
                  (ite (bvult pmtu_cookie search_high) pmtu_cookie search_high)
                  probe_size))
      (a!133 (ite (bvslt (ite (bvult pmtu_cookie search_high)
                              pmtu_cookie
                              search_high)
                         search_low)
                  (ite (bvult pmtu_cookie search_high) pmtu_cookie search_high)
                  search_low))
      (a!134 (bvslt mss_clamp
                    (bvsub search_low
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!173 (bvslt mss_clamp
                    (bvsub pmtu_cookie
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!191 (ite (= tcp_mtu_probing #x00000000)
                  enabled
                  (ite (= enabled #x00000000) #x00000001 enabled)))
      (a!209 (and (and (= route_locked #x00000000)
                       (not (bvult route_mtu route_mtu)))
                  (bvult route_mtu #x00000228)))
      (a!213 (and (and (= route_locked #x00000000) (not (bvult route_mtu mtu)))
                  (bvult mtu #x00000228)))
      (a!218 (and (= sysctl #x00000005)
                  (and (bvsle #x00000030 value) (bvsle value #x0000ffff))))
      (a!219 (and (= sysctl #x00000004)
                  (and (bvsle #x00000030 value) (bvsle value #x0000ffff))))
      (a!220 (ite (= HZ #x0000012c)
                  #x00da740d
                  (ite (= HZ #x000000fa)
                       #x010624dd
                       (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!222 (and (= sysctl #x00000001)
                  (and (bvsle #x00000030 value) (bvsle value #x0000ffff))))
      (a!242 (or (not (bvslt #x00000000 #x00000000))
                 (and (bvsle (ite ipv6 #x00000500 #x00000044) #x00000000)
                      (bvsle #x00000000 #x0000ffff)))))
(let ((a!3 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                a!2
                (ite (bvult route_mtu a!2) route_mtu a!2)))
      (a!5 (ite (bvslt (ite (bvult route_mtu a!2) route_mtu a!2)
                       (ite (= route_mtu pmtu_cookie) search_low a!4))
                (ite (bvult route_mtu a!2) route_mtu a!2)
                (ite (= route_mtu pmtu_cookie) search_low a!4)))
      (a!12 (ite a!11
                 mss_clamp
                 (bvsub route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!14 (bvslt mss_clamp
                   (bvsub a!4
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!27 (ite a!26
                 mss_clamp
                 (bvsub mtu (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!35 (bvule (ite (= HZ #x000003e8)
                        (bvmul tcp_probe_interval #x000003e8)
                        a!34)
                   (bvsub (ite timed at now) probe_timestamp)))
      (a!37 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!22)
                   a!36))
      (a!43 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!29)
                   pmtu_cookie))
      (a!49 (ite (bvult (ite (= route_mtu a!36) a!36 route_mtu)
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 (ite (= route_mtu a!36) a!36 route_mtu)
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!50 (= (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!22)
               (ite ipv6
                    (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                    a!22)))
      (a!51 (bvsub (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!22)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!78 (ite (not (= probe_size #x00000000))
                 (ite (= route_mtu pmtu_cookie)
                      a!77
                      (ite (bvult route_mtu a!77) route_mtu a!77))
                 search_high))
      (a!80 (= (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!29)
               (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!29)))
      (a!81 (bvsub (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!29)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!83 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!29)
                   search_high))
      (a!132 (ite (bvslt (ite (bvult route_mtu a!77) route_mtu a!77) search_low)
                  (ite (bvult route_mtu a!77) route_mtu a!77)
                  search_low))
      (a!135 (ite a!134
                  mss_clamp
                  (bvsub search_low
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!155 (bvsub (ite (= route_mtu a!36) a!36 route_mtu)
                    (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!174 (ite a!173
                  mss_clamp
                  (bvsub pmtu_cookie
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!176 (bvslt mss_clamp
                    (bvsub a!131
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!184 (bvslt mss_clamp
                    (bvsub a!133
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!207 (ite (= event #x00000001)
                  enabled
                  (ite (= event #x00000002)
                       enabled
                       (ite (= event #x00000003) a!191 enabled))))
      (a!221 (and (= sysctl #x00000003)
                  (bvsle #x00000000 value)
                  (bvsle value (ite (= HZ #x000003e8) #x00418937 a!220))))
      (a!223 (ite a!222
                  tcp_mtu_probing
                  (ite (and (= sysctl #x00000000)
                            (bvsle #x00000000 value)
                            (bvsle value #x000000ff))
                       value
                       tcp_mtu_probing)))
      (a!235 (ite (= event #x00000006)
                  tcp_min_snd_mss
                  (ite (= event #x00000007)
                       tcp_min_snd_mss
                       (ite a!218
                            tcp_min_snd_mss
                            (ite a!219 value tcp_min_snd_mss)))))
      (a!238 (ite (= event #x00000005)
                  tcp_mtu_probe_floor
                  (ite (= event #x00000006)
                       tcp_mtu_probe_floor
                       (ite (= event #x00000007)
                            tcp_mtu_probe_floor
                            (ite a!218 value tcp_mtu_probe_floor))))))
(let ((a!6 (ite (= route_mtu
                   (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                (ite (= route_mtu pmtu_cookie) search_low a!4)
                a!5))
      (a!13 (bvsub (ite (bvslt a!12 tcp_min_snd_mss) tcp_min_snd_mss a!12)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!15 (ite a!14
                 mss_clamp
                 (bvsub a!4 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!18 (bvslt mss_clamp
                   (bvsub a!5
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!28 (bvule mss_cache
                   (bvsub (ite (bvslt a!27 tcp_min_snd_mss)
                               tcp_min_snd_mss
                               a!27)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!38 (ite a!37
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!22)
                 a!36))
      (a!44 (ite a!43
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!29)
                 pmtu_cookie))
      (a!52 (ite (bvslt (ite (bvslt mss_clamp a!51) mss_clamp a!51)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!51) mss_clamp a!51)))
      (a!53 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!22)
                   a!3))
      (a!82 (ite (bvslt (ite (bvslt mss_clamp a!81) mss_clamp a!81)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!81) mss_clamp a!81)))
      (a!84 (ite a!83
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!29)
                 search_high))
      (a!136 (bvashr (bvsub (ite (bvslt a!135 tcp_min_snd_mss)
                                 tcp_min_snd_mss
                                 a!135)
                            (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                     #x00000001))
      (a!156 (ite (bvslt (ite (bvslt mss_clamp a!155) mss_clamp a!155)
                         tcp_min_snd_mss)
                  tcp_min_snd_mss
                  (ite (bvslt mss_clamp a!155) mss_clamp a!155)))
      (a!175 (bvsub (ite (bvslt a!174 tcp_min_snd_mss) tcp_min_snd_mss a!174)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!177 (ite a!176
                  mss_clamp
                  (bvsub a!131
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!180 (bvslt mss_clamp
                    (bvsub a!132
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!185 (ite a!184
                  mss_clamp
                  (bvsub a!133
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!208 (or (= (ite (= event #x00000000) enabled a!207) #x00000000)
                 (= (ite (= event #x00000000) enabled a!207) #x00000001)))
      (a!224 (ite a!221
                  tcp_mtu_probing
                  (ite (and (= sysctl #x00000002) true) tcp_mtu_probing a!223)))
      (a!228 (ite a!221
                  tcp_base_mss
                  (ite (and (= sysctl #x00000002) true)
                       tcp_base_mss
                       (ite a!222 value tcp_base_mss))))
      (a!232 (ite (= event #x00000007)
                  tcp_probe_interval
                  (ite a!218
                       tcp_probe_interval
                       (ite a!219
                            tcp_probe_interval
                            (ite a!221 value tcp_probe_interval)))))
      (a!236 (ite (= event #x00000003)
                  tcp_min_snd_mss
                  (ite (= event #x00000004)
                       tcp_min_snd_mss
                       (ite (= event #x00000005) tcp_min_snd_mss a!235))))
      (a!239 (ite (= event #x00000002)
                  tcp_mtu_probe_floor
                  (ite (= event #x00000003)
                       tcp_mtu_probe_floor
                       (ite (= event #x00000004) tcp_mtu_probe_floor a!238)))))
(let ((a!7 (bvsub (bvashr (bvadd a!3 a!6 #x00000001) #x00000001)
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!16 (bvsub (ite (bvslt a!15 tcp_min_snd_mss) tcp_min_snd_mss a!15)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!19 (ite a!18
                 mss_clamp
                 (bvsub a!5 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!30 (ite (and ipv6 (or (bvult mtu #x00000500) a!28))
                 route_mtu
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!29)))
      (a!45 (ite (and ipv6 (or (bvult mtu #x00000500) a!28)) pmtu_cookie a!44))
      (a!54 (ite a!53
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!22)
                 a!3))
      (a!85 (bvsub (ite (bvslt a!84 search_low) a!84 search_low)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!90 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!29)
                   a!84))
      (a!116 (ite (bvslt (ite (bvult route_mtu a!3) route_mtu a!3) a!6)
                  (ite (bvult route_mtu a!3) route_mtu a!3)
                  a!6))
      (a!137 (ite (bvslt (ite (bvslt tcp_base_mss a!136) tcp_base_mss a!136)
                         tcp_mtu_probe_floor)
                  tcp_mtu_probe_floor
                  (ite (bvslt tcp_base_mss a!136) tcp_base_mss a!136)))
      (a!178 (bvsub (ite (bvslt a!177 tcp_min_snd_mss) tcp_min_snd_mss a!177)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!181 (ite a!180
                  mss_clamp
                  (bvsub a!132
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!186 (bvsub (ite (bvslt a!185 tcp_min_snd_mss) tcp_min_snd_mss a!185)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!214 (ite (and ipv6 (or (bvult mtu #x00000500) a!28))
                  route_locked
                  (ite ipv6 route_locked (ite a!213 #x00000001 route_locked))))
      (a!225 (ite (= event #x00000006)
                  tcp_mtu_probing
                  (ite (= event #x00000007)
                       tcp_mtu_probing
                       (ite a!218
                            tcp_mtu_probing
                            (ite a!219 tcp_mtu_probing a!224)))))
      (a!229 (ite (= event #x00000006)
                  tcp_base_mss
                  (ite (= event #x00000007)
                       tcp_base_mss
                       (ite a!218 tcp_base_mss (ite a!219 tcp_base_mss a!228)))))
      (a!233 (ite (= event #x00000004)
                  tcp_probe_interval
                  (ite (= event #x00000005)
                       tcp_probe_interval
                       (ite (= event #x00000006) tcp_probe_interval a!232))))
      (a!237 (ite (= event #x00000000)
                  tcp_min_snd_mss
                  (ite (= event #x00000001)
                       tcp_min_snd_mss
                       (ite (= event #x00000002) tcp_min_snd_mss a!236))))
      (a!240 (ite (= event #x00000000)
                  tcp_mtu_probe_floor
                  (ite (= event #x00000001) tcp_mtu_probe_floor a!239))))
(let ((a!8 (ite (bvslt (ite (bvslt mss_clamp a!7) mss_clamp a!7)
                       tcp_min_snd_mss)
                tcp_min_snd_mss
                (ite (bvslt mss_clamp a!7) mss_clamp a!7)))
      (a!17 (ite (= route_mtu pmtu_cookie)
                 mss_cache
                 (ite (= enabled #x00000000)
                      a!13
                      (ite (bvslt a!13 a!16) a!13 a!16))))
      (a!20 (bvsub (ite (bvslt a!19 tcp_min_snd_mss) tcp_min_snd_mss a!19)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!31 (ite (= event #x00000005)
                 route_mtu
                 (ite (= event #x00000006)
                      a!30
                      (ite (= event #x00000007) mtu route_mtu))))
      (a!46 (ite (= event #x00000004)
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 (ite (= event #x00000005)
                      pmtu_cookie
                      (ite (= event #x00000006) a!45 pmtu_cookie))))
      (a!55 (bvsub (ite (bvslt a!54 a!6) a!54 a!6)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!60 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!22)
                   a!54))
      (a!86 (ite (bvslt (ite (bvslt mss_clamp a!85) mss_clamp a!85)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!85) mss_clamp a!85)))
      (a!91 (ite a!90
                 (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!29)
                 a!84))
      (a!117 (bvslt mss_clamp
                    (bvsub a!116
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!138 (bvadd (ite (bvslt a!137 tcp_min_snd_mss) tcp_min_snd_mss a!137)
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!179 (ite (not (= probe_size #x00000000))
                  (ite (= enabled #x00000000)
                       a!175
                       (ite (bvslt a!175 a!178) a!175 a!178))
                  mss_cache))
      (a!182 (bvsub (ite (bvslt a!181 tcp_min_snd_mss) tcp_min_snd_mss a!181)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!215 (ite (= event #x00000005)
                  route_locked
                  (ite (= event #x00000006)
                       a!214
                       (ite (= event #x00000007) #x00000000 route_locked))))
      (a!226 (ite (= event #x00000003)
                  tcp_mtu_probing
                  (ite (= event #x00000004)
                       tcp_mtu_probing
                       (ite (= event #x00000005) tcp_mtu_probing a!225))))
      (a!230 (ite (= event #x00000003)
                  tcp_base_mss
                  (ite (= event #x00000004)
                       tcp_base_mss
                       (ite (= event #x00000005) tcp_base_mss a!229))))
      (a!234 (ite (= event #x00000001)
                  tcp_probe_interval
                  (ite (= event #x00000002)
                       tcp_probe_interval
                       (ite (= event #x00000003) tcp_probe_interval a!233))))
      (a!241 (bvsle (bvadd a!237
                           (bvadd (bvadd #x00000014 tcp_options)
                                  (ite ipv6 #x00000028 #x00000014)))
                    #x00010077)))
(let ((a!9 (bvadd (bvsub a!8 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!21 (ite (= route_mtu
                    (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu))
                 a!17
                 (ite (= enabled #x00000000)
                      a!13
                      (ite (bvslt a!13 a!20) a!13 a!20))))
      (a!32 (ite (= event #x00000002)
                 route_mtu
                 (ite (= event #x00000003)
                      route_mtu
                      (ite (= event #x00000004) route_mtu a!31))))
      (a!47 (ite (= event #x00000002)
                 (ite (not (= probe_size #x00000000))
                      (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                      pmtu_cookie)
                 (ite (= event #x00000003)
                      (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                      a!46)))
      (a!56 (ite (bvslt (ite (bvslt mss_clamp a!55) mss_clamp a!55)
                        tcp_min_snd_mss)
                 tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!55) mss_clamp a!55)))
      (a!61 (ite a!60
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!22)
                 a!54))
      (a!87 (bvslt (bvsub a!82
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!86
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!92 (ite (bvslt a!91 (ite (bvslt a!84 search_low) a!84 search_low))
                 a!91
                 (ite (bvslt a!84 search_low) a!84 search_low)))
      (a!100 (bvult (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!29)
                    (ite a!80 a!84 a!91)))
      (a!118 (ite a!117
                  mss_clamp
                  (bvsub a!116
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!139 (bvslt (ite (bvult pmtu_cookie search_high)
                         pmtu_cookie
                         search_high)
                    (ite (and ipv6 (bvslt a!138 #x00000500)) #x00000500 a!138)))
      (a!183 (ite (= route_mtu pmtu_cookie)
                  mss_cache
                  (ite (= enabled #x00000000)
                       a!13
                       (ite (bvslt a!13 a!182) a!13 a!182))))
      (a!216 (ite (= event #x00000002)
                  route_locked
                  (ite (= event #x00000003)
                       route_locked
                       (ite (= event #x00000004) route_locked a!215))))
      (a!227 (ite (= event #x00000000)
                  tcp_mtu_probing
                  (ite (= event #x00000001)
                       tcp_mtu_probing
                       (ite (= event #x00000002) tcp_mtu_probing a!226))))
      (a!231 (ite (= event #x00000000)
                  tcp_base_mss
                  (ite (= event #x00000001)
                       tcp_base_mss
                       (ite (= event #x00000002) tcp_base_mss a!230)))))
(let ((a!10 (or (bvsle a!9 a!6)
                (bvslt a!3 a!9)
                (bvslt (bvsub a!3 a!6) tcp_probe_threshold)))
      (a!23 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!21 a!13)))
                 route_mtu
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!22)))
      (a!39 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!21 a!13)))
                 a!36
                 a!38))
      (a!57 (bvslt (bvsub a!52
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!56
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!62 (ite (bvslt a!61 (ite (bvslt a!54 a!6) a!54 a!6))
                 a!61
                 (ite (bvslt a!54 a!6) a!54 a!6)))
      (a!71 (bvult (ite ipv6
                        (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                        a!22)
                   (ite a!50 a!54 a!61)))
      (a!88 (ite a!87
                 (bvsub a!82 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!86 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!93 (bvslt mss_clamp
                   (bvsub a!92
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!101 (ite a!100
                  (ite ipv6 (ite (bvult mtu route_mtu) mtu route_mtu) a!29)
                  (ite a!80 a!84 a!91)))
      (a!119 (bvsub (ite (bvslt a!118 tcp_min_snd_mss) tcp_min_snd_mss a!118)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!140 (ite a!139
                  (ite (bvult pmtu_cookie search_high) pmtu_cookie search_high)
                  (ite (and ipv6 (bvslt a!138 #x00000500)) #x00000500 a!138)))
      (a!210 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!21 a!13)))
                  route_locked
                  (ite ipv6 route_locked (ite a!209 #x00000001 route_locked)))))
(let ((a!24 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!9))
                 (ite ipv6 route_mtu a!23)
                 route_mtu))
      (a!40 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!9))
                 (ite ipv6 a!36 a!39)
                 a!36))
      (a!58 (ite a!57
                 (bvsub a!52 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!56 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!63 (bvslt mss_clamp
                   (bvsub a!62
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!72 (ite a!71
                 (ite ipv6
                      (ite (bvult route_mtu route_mtu) route_mtu route_mtu)
                      a!22)
                 (ite a!50 a!54 a!61)))
      (a!89 (ite (= enabled #x00000000)
                 (bvsub a!82 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!88))
      (a!94 (ite a!93
                 mss_clamp
                 (bvsub a!92
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!120 (ite (= route_mtu a!36)
                  a!21
                  (ite (= enabled #x00000000)
                       a!13
                       (ite (bvslt a!13 a!119) a!13 a!119))))
      (a!141 (ite (= tcp_mtu_probing #x00000000)
                  search_low
                  (ite (= enabled #x00000000) a!133 a!140)))
      (a!143 (bvslt a!101
                    (ite a!80
                         (ite (bvslt a!84 search_low) a!84 search_low)
                         a!92)))
      (a!187 (bvslt mss_clamp
                    (bvsub a!140
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!211 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!9))
                  (ite ipv6 route_locked a!210)
                  route_locked)))
(let ((a!25 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 route_mtu
                 (ite a!10 route_mtu a!24)))
      (a!41 (ite a!10
                 (ite a!35 (ite (= route_mtu a!36) a!36 route_mtu) a!36)
                 a!40))
      (a!59 (ite (= enabled #x00000000)
                 (bvsub a!52 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!58))
      (a!64 (ite a!63
                 mss_clamp
                 (bvsub a!62
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!95 (bvsub (ite (bvslt a!94 tcp_min_snd_mss) tcp_min_snd_mss a!94)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!121 (bvadd a!120
                    (bvadd (bvadd #x00000014 tcp_options)
                           (ite ipv6 #x00000028 #x00000014))))
      (a!124 (bvslt a!72 (ite a!50 (ite (bvslt a!54 a!6) a!54 a!6) a!62)))
      (a!142 (ite (bvslt (ite (bvult route_mtu a!79) route_mtu a!79) a!141)
                  (ite (bvult route_mtu a!79) route_mtu a!79)
                  a!141))
      (a!144 (ite a!143
                  a!101
                  (ite a!80 (ite (bvslt a!84 search_low) a!84 search_low) a!92)))
      (a!188 (ite a!187
                  mss_clamp
                  (bvsub a!140
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!212 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  route_locked
                  (ite a!10 route_locked a!211))))
(let ((a!33 (ite (= event #x00000000)
                 a!25
                 (ite (= event #x00000001) route_mtu a!32)))
      (a!42 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 (ite (= route_mtu pmtu_cookie) pmtu_cookie route_mtu)
                 a!41))
      (a!65 (bvsub (ite (bvslt a!64 tcp_min_snd_mss) tcp_min_snd_mss a!64)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!96 (bvslt (bvsub a!82
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!95))
      (a!122 (bvslt a!49
                    (ite (and ipv6 (bvslt a!121 #x00000500)) #x00000500 a!121)))
      (a!125 (ite a!124 a!72 (ite a!50 (ite (bvslt a!54 a!6) a!54 a!6) a!62)))
      (a!145 (ite a!80
                  (ite a!80 (ite (bvslt a!84 search_low) a!84 search_low) a!92)
                  a!144))
      (a!189 (bvsub (ite (bvslt a!188 tcp_min_snd_mss) tcp_min_snd_mss a!188)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!192 (bvslt mss_clamp
                    (bvsub a!142
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!196 (bvslt mss_clamp
                    (bvsub a!144
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!217 (bvule (ite (= event #x00000000)
                         a!212
                         (ite (= event #x00000001) route_locked a!216))
                    #x00000001)))
(let ((a!48 (ite (= event #x00000000)
                 a!42
                 (ite (= event #x00000001) pmtu_cookie a!47)))
      (a!66 (bvslt (bvsub a!52
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   a!65))
      (a!97 (ite a!96
                 (bvsub a!82 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!95))
      (a!123 (ite a!122
                  a!49
                  (ite (and ipv6 (bvslt a!121 #x00000500)) #x00000500 a!121)))
      (a!126 (ite a!50 (ite a!50 (ite (bvslt a!54 a!6) a!54 a!6) a!62) a!125))
      (a!163 (bvslt mss_clamp
                    (bvsub a!125
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!190 (ite (= enabled #x00000000)
                  (ite (= #x00000001 #x00000000)
                       a!175
                       (ite (bvslt a!175 a!186) a!175 a!186))
                  (ite (= enabled #x00000000)
                       a!175
                       (ite (bvslt a!175 a!189) a!175 a!189))))
      (a!193 (ite a!192
                  mss_clamp
                  (bvsub a!142
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!197 (ite a!196
                  mss_clamp
                  (bvsub a!144
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!67 (ite a!66
                 (bvsub a!52 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!65))
      (a!98 (ite (= enabled #x00000000)
                 (bvsub a!82 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!97))
      (a!157 (bvslt mss_clamp
                    (bvsub a!123
                           (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!164 (ite a!163
                  mss_clamp
                  (bvsub a!125
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!194 (bvsub (ite (bvslt a!193 tcp_min_snd_mss) tcp_min_snd_mss a!193)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!198 (bvsub (ite (bvslt a!197 tcp_min_snd_mss) tcp_min_snd_mss a!197)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!68 (ite (= enabled #x00000000)
                 (bvsub a!52 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!67))
      (a!99 (or (bvult (ite a!80 a!89 a!98) mss_cache)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!80 a!89 a!98) a!69))))
      (a!158 (ite a!157
                  mss_clamp
                  (bvsub a!123
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!165 (bvsub (ite (bvslt a!164 tcp_min_snd_mss) tcp_min_snd_mss a!164)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!195 (ite (= route_mtu pmtu_cookie)
                  (ite (= tcp_mtu_probing #x00000000) mss_cache a!190)
                  (ite (= a!191 #x00000000)
                       a!13
                       (ite (bvslt a!13 a!194) a!13 a!194))))
      (a!199 (bvslt (bvsub a!82
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!198)))
(let ((a!70 (or (bvult (ite a!50 a!59 a!68) a!21)
                (and (not (= probe_size #x00000000))
                     (bvult (ite a!50 a!59 a!68) a!69))))
      (a!102 (ite a!43
                  (ite (and a!99 (not cwnd_full))
                       (ite a!80 (ite a!80 a!84 a!91) a!101)
                       (ite a!80 a!84 a!91))
                  search_high))
      (a!111 (ite a!43
                  (ite (and a!99 (not cwnd_full)) #x00000000 probe_size)
                  probe_size))
      (a!146 (ite (and a!99 (not cwnd_full))
                  a!145
                  (ite a!80 (ite (bvslt a!84 search_low) a!84 search_low) a!92)))
      (a!159 (bvsub (ite (bvslt a!158 tcp_min_snd_mss) tcp_min_snd_mss a!158)
                    (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!166 (bvslt (bvsub a!52
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!165))
      (a!200 (ite a!199
                  (bvsub a!82 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!198)))
(let ((a!73 (ite a!37
                 (ite (and a!70 (not false))
                      (ite a!50 (ite a!50 a!54 a!61) a!72)
                      (ite a!50 a!54 a!61))
                 a!3))
      (a!103 (ite (and ipv6 (or (bvult mtu #x00000500) a!28)) search_high a!102))
      (a!107 (ite a!37
                  (ite (and a!70 (not false)) #x00000000 probe_size)
                  probe_size))
      (a!112 (ite (and ipv6 (or (bvult mtu #x00000500) a!28)) probe_size a!111))
      (a!127 (ite (and a!70 (not false))
                  a!126
                  (ite a!50 (ite (bvslt a!54 a!6) a!54 a!6) a!62)))
      (a!147 (ite (and ipv6 (or (bvult mtu #x00000500) a!28))
                  search_low
                  (ite a!43 a!146 search_low)))
      (a!160 (bvslt (bvsub a!156
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    a!159))
      (a!167 (ite a!166
                  (bvsub a!52 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!165))
      (a!201 (ite (= enabled #x00000000)
                  (bvsub a!82 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!200)))
(let ((a!74 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!21 a!13)))
                 a!3
                 a!73))
      (a!104 (ite (= event #x00000004)
                  a!2
                  (ite (= event #x00000005)
                       (ite (bvult pmtu_cookie search_high)
                            pmtu_cookie
                            search_high)
                       (ite (= event #x00000006) a!103 search_high))))
      (a!108 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!21 a!13)))
                  probe_size
                  a!107))
      (a!113 (ite (= event #x00000004)
                  #x00000000
                  (ite (= event #x00000005)
                       probe_size
                       (ite (= event #x00000006) a!112 probe_size))))
      (a!128 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!21 a!13)))
                  a!6
                  (ite a!37 a!127 a!6)))
      (a!148 (ite (= event #x00000004)
                  (ite (= route_mtu pmtu_cookie) search_low a!4)
                  (ite (= event #x00000005)
                       a!133
                       (ite (= event #x00000006) a!147 search_low))))
      (a!161 (ite a!160
                  (bvsub a!156
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!159))
      (a!168 (ite (= enabled #x00000000)
                  (bvsub a!52 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!167))
      (a!202 (ite a!43
                  (ite (and a!99 (not cwnd_full))
                       (ite a!80 (ite a!80 a!89 a!98) a!201)
                       (ite a!80 a!89 a!98))
                  mss_cache)))
(let ((a!75 (ite (and (or ipv6 (= route_locked #x00000000))
                      (bvult route_mtu a!9))
                 (ite ipv6 a!3 a!74)
                 a!3))
      (a!105 (ite (= event #x00000003)
                  (ite (= route_mtu pmtu_cookie)
                       a!79
                       (ite (bvult route_mtu a!79) route_mtu a!79))
                  a!104))
      (a!109 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!9))
                  (ite ipv6 probe_size a!108)
                  a!9))
      (a!114 (ite (= event #x00000002)
                  (ite (not (= probe_size #x00000000)) #x00000000 probe_size)
                  (ite (= event #x00000003) #x00000000 a!113)))
      (a!129 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!9))
                  (ite ipv6 a!6 a!128)
                  a!6))
      (a!149 (ite (= event #x00000002)
                  (ite (not (= probe_size #x00000000))
                       (ite (= route_mtu pmtu_cookie) search_low a!132)
                       search_low)
                  (ite (= event #x00000003)
                       (ite (= route_mtu pmtu_cookie) a!141 a!142)
                       a!148)))
      (a!162 (ite (= enabled #x00000000)
                  (bvsub a!156
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  a!161))
      (a!169 (ite a!37
                  (ite (and a!70 (not false))
                       (ite a!50 (ite a!50 a!59 a!68) a!168)
                       (ite a!50 a!59 a!68))
                  a!21))
      (a!203 (ite (and ipv6 (or (bvult mtu #x00000500) a!28)) mss_cache a!202)))
(let ((a!76 (ite (or (= enabled #x00000000) (not (= probe_size #x00000000)) a!1)
                 a!2
                 (ite a!10 (ite a!35 a!49 a!3) a!75)))
      (a!106 (ite (= event #x00000001)
                  (ite (not (= probe_size #x00000000))
                       (ite (bvult pmtu_cookie search_high)
                            pmtu_cookie
                            search_high)
                       search_high)
                  (ite (= event #x00000002) a!78 a!105)))
      (a!110 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  probe_size
                  (ite a!10 (ite a!35 #x00000000 probe_size) a!109)))
      (a!115 (ite (= event #x00000001)
                  (ite (not (= probe_size #x00000000)) #x00000000 probe_size)
                  a!114))
      (a!130 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  (ite (= route_mtu pmtu_cookie) search_low a!4)
                  (ite a!10 (ite a!35 a!123 a!6) a!129)))
      (a!150 (ite (= event #x00000001)
                  (ite (not (= probe_size #x00000000)) a!131 search_low)
                  a!149))
      (a!170 (ite (and ipv6 (or (bvult route_mtu #x00000500) (bvule a!21 a!13)))
                  a!21
                  a!169))
      (a!204 (ite (= event #x00000005)
                  (ite (= enabled #x00000000)
                       a!175
                       (ite (bvslt a!175 a!186) a!175 a!186))
                  (ite (= event #x00000006) a!203 mss_cache))))
(let ((a!151 (or (= (ite (= event #x00000000) a!110 a!115) #x00000000)
                 (bvslt (ite (= event #x00000000) a!130 a!150)
                        (ite (= event #x00000000) a!110 a!115))))
      (a!152 (ite (bvslt (ite ipv6 #x00000500 #x00000044)
                         (ite (= event #x00000000) a!76 a!106))
                  (ite ipv6 #x00000500 #x00000044)
                  (ite (= event #x00000000) a!76 a!106)))
      (a!153 (and (bvsle #x00000001 (ite (= event #x00000000) a!110 a!115))
                  (bvsle (ite (= event #x00000000) a!110 a!115) #x00010077)))
      (a!171 (ite (and (or ipv6 (= route_locked #x00000000))
                       (bvult route_mtu a!9))
                  (ite ipv6 a!21 a!170)
                  a!21))
      (a!205 (ite (= event #x00000002)
                  (ite (not (= probe_size #x00000000)) a!183 mss_cache)
                  (ite (= event #x00000003)
                       a!195
                       (ite (= event #x00000004) a!17 a!204))))
      (a!244 (or (= (ite (= event #x00000000) enabled a!207) #x00000000)
                 (bvsle (ite (= event #x00000000) a!130 a!150)
                        (ite (= event #x00000000) a!76 a!106)))))
(let ((a!154 (or (= (ite (= event #x00000000) a!110 a!115) #x00000000) a!153))
      (a!172 (ite (or (= enabled #x00000000)
                      (not (= probe_size #x00000000))
                      a!1)
                  a!17
                  (ite a!10 (ite a!35 a!162 a!21) a!171))))
(let ((a!206 (ite (= event #x00000000)
                  a!172
                  (ite (= event #x00000001) a!179 a!205))))
(let ((a!243 (bvadd ((_ sign_extend 32) a!206)
                    ((_ sign_extend 32)
                      (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!245 (and true
                  (bvule (ite ipv6 #x00000500 #x00000044) a!33)
                  (bvule a!33 #x0000ffff)
                  (bvule (ite ipv6 #x00000500 #x00000044) a!48)
                  (bvule a!48 #x0000ffff)
                  (bvule (ite (= event #x00000000) a!76 a!106) a!48)
                  (bvsle #xffffffff (ite (= event #x00000000) a!76 a!106))
                  (bvsle (ite (= event #x00000000) a!76 a!106) #x0001003b)
                  (bvsle #x00000000 (ite (= event #x00000000) a!76 a!106))
                  (bvsle (ite (= event #x00000000) a!76 a!106)
                         (bvadd mss_clamp
                                #x00000014
                                (ite ipv6 #x00000028 #x00000014)))
                  a!151
                  (bvsle a!152 (ite (= event #x00000000) a!130 a!150))
                  a!154
                  (bvsle #x00000000 (ite (= event #x00000000) a!130 a!150))
                  (bvsle (ite (= event #x00000000) a!130 a!150) #x00010077)
                  (bvule a!206 #x0000ffff)
                  a!208
                  a!217
                  (bvsle #x00000000 a!227)
                  (bvsle a!227 #x000000ff)
                  (bvsle #x00000030 a!231)
                  (bvsle a!231 #x0000ffff)
                  (bvsle #x00000000
                         (ite (= event #x00000000) tcp_probe_interval a!234))
                  (bvsle (ite (= event #x00000000) tcp_probe_interval a!234)
                         (ite (= HZ #x000003e8) #x00418937 a!220))
                  (bvsle #x00000030 a!237)
                  (bvsle a!237 #x0000ffff)
                  (bvsle #x00000030 a!240)
                  (bvsle a!240 #x0000ffff)
                  a!241
                  a!242
                  (not (bvslt a!243 #x0000000000000030))
                  a!244)))
  (not a!245)))))))))))))))))))))))))
(check-sat)
