; every-init-fix-all
; expected: unsat
; claim: unsat: every connection starts inside the invariant (IP minimum (68, IPv6 1280) <= dst_mtu <= 65535; IP minimum (68, IPv6 1280) <= icsk_pmtu_cookie <= 65535; search_high <= icsk_pmtu_cookie (unsigned); -1 <= search_high <= 65595; 0 <= search_high; search_high <= mss_clamp + 20 + net_header_len; icsk_mtup.probe_size == 0 or search_low < icsk_mtup.probe_size; min(IP minimum (68, IPv6 1280), search_high) <= search_low; icsk_mtup.probe_size == 0 or 1 <= icsk_mtup.probe_size <= 65535 + 120; 0 <= search_low <= 65535 + 120; mss_cache <= 65535; icsk_mtup.enabled is 0 or 1; the route's lock is 0 or 1; sysctl_tcp_mtu_probing within its proc handler's range; sysctl_tcp_base_mss within its proc handler's range; sysctl_tcp_probe_interval within its proc handler's range; sysctl_tcp_min_snd_mss within its proc handler's range; sysctl_tcp_mtu_probe_floor within its proc handler's range; tcp_mss_to_mtu(sysctl_tcp_min_snd_mss) <= 65535 + 120; mss_cache + tcp_header_len - 20 >= 48; enabled != 0 => search_low <= search_high)
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
(declare-fun passive_open () Bool)
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
(assert (let ((a!1 (and (bvule (ite ipv6 #x00000500 #x00000044) connect_route_mtu)
                (bvule connect_route_mtu #x0000ffff)))
      (a!2 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!3 (bvadd connect_tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!7 (or (= (ite passive_open #x00000000 #x00000000) #x00000000)
               (and (bvsle #x00000001 (ite passive_open #x00000000 #x00000000))
                    (bvsle (ite passive_open #x00000000 #x00000000) #x00010077))))
      (a!8 (ite passive_open
                (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                     #x00000001
                     #x00000000)
                (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                     #x00000001
                     #x00000000)))
      (a!9 (bvslt mss_clamp
                  (bvsub connect_route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!16 (ite (= HZ #x0000012c)
                 #x00da740d
                 (ite (= HZ #x000000fa)
                      #x010624dd
                      (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!17 (bvsle (bvadd connect_tcp_min_snd_mss
                          (bvadd (bvadd #x00000014 tcp_options)
                                 (ite ipv6 #x00000028 #x00000014)))
                   #x00010077))
      (a!18 (or (not (bvslt #x00000000 #x00000000))
                (and (bvsle (ite ipv6 #x00000500 #x00000044) #x00000000)
                     (bvsle #x00000000 #x0000ffff)))))
(let ((a!4 (ite passive_open
                (ite (and ipv6 (bvslt a!3 #x00000500)) #x00000500 a!3)
                (ite (and ipv6 (bvslt a!3 #x00000500)) #x00000500 a!3)))
      (a!6 (ite (bvslt (ite ipv6 #x00000500 #x00000044)
                       (ite (bvult connect_route_mtu a!2) connect_route_mtu a!2))
                (ite ipv6 #x00000500 #x00000044)
                (ite (bvult connect_route_mtu a!2) connect_route_mtu a!2)))
      (a!10 (ite a!9
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!5 (ite (bvslt (ite (bvult connect_route_mtu a!2) connect_route_mtu a!2)
                       a!4)
                (ite (bvult connect_route_mtu a!2) connect_route_mtu a!2)
                a!4))
      (a!11 (bvsub (ite (bvslt a!10 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!10)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!12 (bvslt mss_clamp
                   (bvsub a!5
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!20 (or (= a!8 #x00000000)
                (bvsle a!5
                       (ite (bvult connect_route_mtu a!2) connect_route_mtu a!2)))))
(let ((a!13 (ite a!12
                 mss_clamp
                 (bvsub a!5 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!14 (bvsub (ite (bvslt a!13 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!13)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!15 (ite (= a!8 #x00000000) a!11 (ite (bvslt a!11 a!14) a!11 a!14))))
(let ((a!19 (bvadd ((_ sign_extend 32) a!15)
                   ((_ sign_extend 32)
                     (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!21 (and true
                 a!1
                 a!1
                 (bvule (ite (bvult connect_route_mtu a!2)
                             connect_route_mtu
                             a!2)
                        connect_route_mtu)
                 (bvsle #xffffffff
                        (ite (bvult connect_route_mtu a!2)
                             connect_route_mtu
                             a!2))
                 (bvsle (ite (bvult connect_route_mtu a!2)
                             connect_route_mtu
                             a!2)
                        #x0001003b)
                 (bvsle #x00000000
                        (ite (bvult connect_route_mtu a!2)
                             connect_route_mtu
                             a!2))
                 (bvsle (ite (bvult connect_route_mtu a!2)
                             connect_route_mtu
                             a!2)
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 (or (= (ite passive_open #x00000000 #x00000000) #x00000000)
                     (bvslt a!5 (ite passive_open #x00000000 #x00000000)))
                 (bvsle a!6 a!5)
                 a!7
                 (bvsle #x00000000 a!5)
                 (bvsle a!5 #x00010077)
                 (bvule a!15 #x0000ffff)
                 (or (= a!8 #x00000000) (= a!8 #x00000001))
                 (bvule #x00000000 #x00000001)
                 (bvsle #x00000000 connect_tcp_mtu_probing)
                 (bvsle connect_tcp_mtu_probing #x000000ff)
                 (bvsle #x00000030 connect_tcp_base_mss)
                 (bvsle connect_tcp_base_mss #x0000ffff)
                 (bvsle #x00000000 connect_tcp_probe_interval)
                 (bvsle connect_tcp_probe_interval
                        (ite (= HZ #x000003e8) #x00418937 a!16))
                 (bvsle #x00000030 connect_tcp_min_snd_mss)
                 (bvsle connect_tcp_min_snd_mss #x0000ffff)
                 (bvsle #x00000030 connect_tcp_mtu_probe_floor)
                 (bvsle connect_tcp_mtu_probe_floor #x0000ffff)
                 a!17
                 a!18
                 (not (bvslt a!19 #x0000000000000030))
                 a!20)))
  (not a!21)))))))))))
(check-sat)
