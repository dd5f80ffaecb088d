; steady-init-fix-all
; expected: unsat
; claim: unsat: every connection starts inside the steady invariant (-1 <= search_high <= 65595; search_high >= 0; search_high <= mss_clamp + 20 + net_header_len; search_high <= max(mss_clamp, tcp_min_snd_mss, 48) + 20 + net_header_len; search_low >= tcp_mss_to_mtu(tcp_base_mss) when threshold >= 1; search_low <= search_high + 1 when threshold >= 1 and connect leaves search_low <= search_high + 1; search_low >= tcp_mss_to_mtu(tcp_base_mss); search_low <= 65535 + 120; search_low <= max(tcp_mss_to_mtu(tcp_base_mss), search_high + 1); search_low <= search_high + 1 when tcp_mss_to_mtu(tcp_base_mss) <= mss_clamp + 20 + net_header_len; search_high <= route MTU (active open))
(set-logic QF_BV)
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) route_mtu)
     (bvule route_mtu #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) path_mtu)
     (bvule path_mtu route_mtu)
     (bvule #x00000030 tcp_min_snd_mss)
     (bvule tcp_min_snd_mss #x0000ffff)
     (bvsle #x00000030 tcp_base_mss)
     (bvsle tcp_base_mss #x0000ffff)))
(assert (let ((a!1 (ite passive_open
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))))
      (a!3 (ite (bvslt (ite (bvslt mss_clamp tcp_min_snd_mss)
                            tcp_min_snd_mss
                            mss_clamp)
                       #x00000030)
                #x00000030
                (ite (bvslt mss_clamp tcp_min_snd_mss)
                     tcp_min_snd_mss
                     mss_clamp)))
      (a!5 (and ipv6
                (bvslt (bvadd tcp_base_mss
                              #x00000014
                              tcp_options
                              (ite ipv6 #x00000028 #x00000014))
                       #x00000500))))
(let ((a!2 (bvsle (ite (bvult route_mtu a!1) route_mtu a!1)
                  (bvadd mss_clamp
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))))
      (a!4 (bvsle (ite (bvult route_mtu a!1) route_mtu a!1)
                  (bvadd a!3
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))))
      (a!6 (ite a!5
                #x00000500
                (bvadd tcp_base_mss
                       #x00000014
                       tcp_options
                       (ite ipv6 #x00000028 #x00000014))))
      (a!11 (or passive_open
                (bvsle (ite (bvult route_mtu a!1) route_mtu a!1) route_mtu))))
(let ((a!7 (ite (bvslt (ite (bvult route_mtu a!1) route_mtu a!1)
                       (ite passive_open a!6 a!6))
                (ite (bvult route_mtu a!1) route_mtu a!1)
                (ite passive_open a!6 a!6))))
(let ((a!8 (bvslt (bvadd (ite (bvult route_mtu a!1) route_mtu a!1) #x00000001)
                  a!7))
      (a!9 (bvsle a!7
                  (bvadd (ite (bvult route_mtu a!1) route_mtu a!1) #x00000001)))
      (a!10 (bvslt (bvadd mss_clamp
                          (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))
                   a!7)))
(let ((a!12 (and true
                 (bvsle #xffffffff (ite (bvult route_mtu a!1) route_mtu a!1))
                 (bvsle (ite (bvult route_mtu a!1) route_mtu a!1) #x0001003b)
                 (bvsle #x00000000 (ite (bvult route_mtu a!1) route_mtu a!1))
                 a!2
                 a!4
                 (or (bvslt tcp_probe_threshold #x00000001) (bvsle a!7 a!7))
                 (or (bvslt tcp_probe_threshold #x00000001) a!8 a!9)
                 (bvsle a!7 a!7)
                 (bvsle a!7 #x00010077)
                 (or (bvsle a!7 a!7) a!9)
                 (or a!10 a!9)
                 a!11)))
  (not a!12)))))))
(check-sat)
