; steady-init-v5
; expected: unsat
; claim: unsat: every connection starts inside the steady invariant (-1 <= search_high <= 65595; search_high >= 0; search_high <= max(mss_clamp, tcp_min_snd_mss, 48) + 20 + net_header_len; search_low >= tcp_mss_to_mtu(tcp_base_mss) when threshold >= 1; search_low >= tcp_mss_to_mtu(tcp_base_mss); search_high <= route MTU (active open))
(set-logic QF_BV)
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) route_mtu)
     (bvule route_mtu #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) path_mtu)
     (bvule path_mtu route_mtu)
     (= tcp_min_snd_mss #x00000030)))
(assert (let ((a!1 (bvult route_mtu
                  (bvadd mss_clamp
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))))
      (a!4 (ite (bvslt (ite (bvslt mss_clamp tcp_min_snd_mss)
                            tcp_min_snd_mss
                            mss_clamp)
                       #x00000030)
                #x00000030
                (ite (bvslt mss_clamp tcp_min_snd_mss)
                     tcp_min_snd_mss
                     mss_clamp)))
      (a!6 (ite passive_open
                (bvadd tcp_base_mss
                       #x00000014
                       tcp_options
                       (ite ipv6 #x00000028 #x00000014))
                (bvadd tcp_base_mss
                       #x00000014
                       tcp_options
                       (ite ipv6 #x00000028 #x00000014)))))
(let ((a!2 (ite a!1
                route_mtu
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014))))))
(let ((a!3 (ite passive_open
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))
                a!2)))
(let ((a!5 (bvsle a!3
                  (bvadd a!4
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014))))))
  (not (and true
            (bvsle #xffffffff a!3)
            (bvsle a!3 #x0001003b)
            (bvsle #x00000000 a!3)
            a!5
            (or (bvslt tcp_probe_threshold #x00000001) (bvsle a!6 a!6))
            (bvsle a!6 a!6)
            (or passive_open (bvsle a!3 route_mtu)))))))))
(check-sat)
