; every-init-fix-probe-in-range
; expected: unsat
; claim: unsat: every connection starts inside the invariant (IP minimum (68, IPv6 1280) <= dst_mtu <= 65535; IP minimum (68, IPv6 1280) <= icsk_pmtu_cookie <= 65535; 0 <= search_high; icsk_mtup.probe_size == 0 or search_low < icsk_mtup.probe_size; icsk_mtup.probe_size == 0 or 1 <= icsk_mtup.probe_size <= 65535 + 120; mss_cache <= 65535; icsk_mtup.enabled is 0 or 1; the route's lock is 0 or 1; sysctl_tcp_mtu_probing within its proc handler's range; sysctl_tcp_probe_interval within its proc handler's range; sysctl_tcp_min_snd_mss within its proc handler's range; sysctl_tcp_mtu_probe_floor within its proc handler's range; tcp_mss_to_mtu(sysctl_tcp_min_snd_mss) <= 65535 + 120; mss_cache + tcp_header_len - 20 >= 48)
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
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
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
       true
       true
       (bvsle #x00000000 connect_tcp_probe_interval)
       (bvsle connect_tcp_probe_interval (ite (= HZ #x000003e8) #x00418937 a!1))
       (bvsle #x00000030 connect_tcp_min_snd_mss)
       (bvsle connect_tcp_min_snd_mss #x0000ffff)
       (bvsle #x00000030 connect_tcp_mtu_probe_floor)
       (bvsle connect_tcp_mtu_probe_floor #x0000ffff))))
(assert (let ((a!1 (and (bvule (ite ipv6 #x00000500 #x00000044) connect_route_mtu)
                (bvule connect_route_mtu #x0000ffff)))
      (a!2 (bvsle #x00000000
                  (ite passive_open
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014))
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))))
      (a!3 (bvadd connect_tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!4 (or (= (ite passive_open #x00000000 #x00000000) #x00000000)
               (and (bvsle #x00000001 (ite passive_open #x00000000 #x00000000))
                    (bvsle (ite passive_open #x00000000 #x00000000) #x00010077))))
      (a!5 (bvslt mss_clamp
                  (bvsub connect_route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!8 (bvslt mss_clamp
                  (bvsub #x00000000
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!16 (ite passive_open
                 (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                      #x00000001
                      #x00000000)
                 (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                      #x00000001
                      #x00000000)))
      (a!17 (ite (= HZ #x0000012c)
                 #x00da740d
                 (ite (= HZ #x000000fa)
                      #x010624dd
                      (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!18 (bvsle (bvadd connect_tcp_min_snd_mss
                          (bvadd (bvadd #x00000014 tcp_options)
                                 (ite ipv6 #x00000028 #x00000014)))
                   #x00010077))
      (a!19 (or (not (bvslt #x00000000 #x00000000))
                (and (bvsle (ite ipv6 #x00000500 #x00000044) #x00000000)
                     (bvsle #x00000000 #x0000ffff)))))
(let ((a!6 (ite a!5
                mss_clamp
                (bvsub connect_route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!9 (ite a!8
                mss_clamp
                (bvsub #x00000000
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!11 (bvslt mss_clamp
                   (bvsub a!3
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!7 (bvsub (ite (bvslt a!6 connect_tcp_min_snd_mss)
                       connect_tcp_min_snd_mss
                       a!6)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!10 (bvsub (ite (bvslt a!9 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!9)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!12 (ite a!11
                 mss_clamp
                 (bvsub a!3 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!13 (bvsub (ite (bvslt a!12 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!12)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!14 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!7
                 (ite (bvslt a!7 a!13) a!7 a!13))))
(let ((a!15 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!7
                      (ite (bvslt a!7 a!10) a!7 a!10))
                 a!14)))
(let ((a!20 (bvadd ((_ sign_extend 32) a!15)
                   ((_ sign_extend 32)
                     (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!21 (and true
                 a!1
                 a!1
                 a!2
                 (or (= (ite passive_open #x00000000 #x00000000) #x00000000)
                     (bvslt (ite passive_open a!3 a!3)
                            (ite passive_open #x00000000 #x00000000)))
                 a!4
                 (bvule a!15 #x0000ffff)
                 (or (= a!16 #x00000000) (= a!16 #x00000001))
                 (bvule #x00000000 #x00000001)
                 (bvsle #x00000000 connect_tcp_mtu_probing)
                 (bvsle connect_tcp_mtu_probing #x000000ff)
                 (bvsle #x00000000 connect_tcp_probe_interval)
                 (bvsle connect_tcp_probe_interval
                        (ite (= HZ #x000003e8) #x00418937 a!17))
                 (bvsle #x00000030 connect_tcp_min_snd_mss)
                 (bvsle connect_tcp_min_snd_mss #x0000ffff)
                 (bvsle #x00000030 connect_tcp_mtu_probe_floor)
                 (bvsle connect_tcp_mtu_probe_floor #x0000ffff)
                 a!18
                 a!19
                 (not (bvslt a!20 #x0000000000000030)))))
  (not a!21))))))))))
(check-sat)
