; every-init-v3
; expected: unsat
; claim: unsat: every connection starts inside the invariant (IP minimum (68, IPv6 1280) <= dst_mtu <= 65535; IP minimum (68, IPv6 1280) <= icsk_pmtu_cookie <= 65535; mss_cache <= 65535; icsk_mtup.enabled is 0 or 1; the route's lock is 0 or 1; mss_cache + tcp_header_len - 20 >= 48)
(set-logic QF_BV)
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun HZ () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun passive_open () Bool)
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (or false
         (= HZ #x00000064)
         (= HZ #x000000fa)
         (= HZ #x0000012c)
         (= HZ #x000003e8))
     (bvule (ite ipv6 #x00000500 #x00000044) connect_route_mtu)
     (bvule connect_route_mtu #x0000ffff)
     true
     true
     true
     true
     (= connect_tcp_min_snd_mss #x00000030)
     (= connect_tcp_mtu_probe_floor #x00000030)))
(assert (let ((a!1 (and (bvule (ite ipv6 #x00000500 #x00000044) connect_route_mtu)
                (bvule connect_route_mtu #x0000ffff)))
      (a!2 (bvslt mss_clamp
                  (bvsub connect_route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (bvslt mss_clamp
                  (bvsub #x00000000
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!8 (bvsub (bvadd connect_tcp_base_mss
                         (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))
                  (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!14 (ite passive_open
                 (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                      #x00000001
                      #x00000000)
                 (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                      #x00000001
                      #x00000000)))
      (a!15 (or (not (bvslt #x00000000 #x00000000))
                (and (bvsle (ite ipv6 #x00000500 #x00000044) #x00000000)
                     (bvsle #x00000000 #x0000ffff)))))
(let ((a!3 (ite a!2
                mss_clamp
                (bvsub connect_route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!6 (ite a!5
                mss_clamp
                (bvsub #x00000000
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!9 (ite (bvslt (ite (bvslt mss_clamp a!8) mss_clamp a!8) #x00000030)
                #x00000030
                (ite (bvslt mss_clamp a!8) mss_clamp a!8))))
(let ((a!4 (bvsub (ite (bvslt a!3 #x00000030) #x00000030 a!3)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!7 (bvsub (ite (bvslt a!6 #x00000030) #x00000030 a!6)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
(let ((a!10 (bvslt a!4
                   (bvsub a!9 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!11 (ite a!10
                 a!4
                 (bvsub a!9 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!12 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!4
                 a!11)))
(let ((a!13 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!4
                      (ite (bvslt a!4 a!7) a!4 a!7))
                 a!12)))
(let ((a!16 (bvadd ((_ sign_extend 32) a!13)
                   ((_ sign_extend 32)
                     (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
  (not (and true
            a!1
            a!1
            (bvule a!13 #x0000ffff)
            (or (= a!14 #x00000000) (= a!14 #x00000001))
            (bvule #x00000000 #x00000001)
            a!15
            (not (bvslt a!16 #x0000000000000030)))))))))))))
(check-sat)
