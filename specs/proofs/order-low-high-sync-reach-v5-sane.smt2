; order-low-high-sync-reach-v5-sane
; expected: sat
; claim: sat: an ICMP right after connect breaks the invariant
(set-logic QF_BV)
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun sync_pmtu () (_ BitVec 32))
(declare-fun passive_open () Bool)
(assert (and (bvule tcp_options #x00000028)
     (= (bvurem tcp_options #x00000004) #x00000000)
     (bvule mss_clamp #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000228) route_mtu)
     (bvule route_mtu #x0000ffff)
     (bvule (ite ipv6 #x00000500 #x00000044) path_mtu)
     (bvule path_mtu route_mtu)
     (= tcp_min_snd_mss #x00000030)
     (bvsle #x00000030 tcp_base_mss)
     (bvsle tcp_base_mss #x0000ffff)
     (bvule #x00000058 mss_clamp)))
(assert (and (bvule (ite ipv6 #x00000500 #x00000228) sync_pmtu)
     (bvule sync_pmtu route_mtu)))
(assert (bvult sync_pmtu route_mtu))
(assert (let ((a!1 (ite (bvult route_mtu
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))
                route_mtu
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014)))))
  (bvsle (ite passive_open
              (bvadd tcp_base_mss
                     #x00000014
                     tcp_options
                     (ite ipv6 #x00000028 #x00000014))
              (bvadd tcp_base_mss
                     #x00000014
                     tcp_options
                     (ite ipv6 #x00000028 #x00000014)))
         (ite passive_open
              (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
              a!1))))
(assert (let ((a!1 (ite (bvult route_mtu
                       (bvadd mss_clamp
                              #x00000014
                              (ite ipv6 #x00000028 #x00000014)))
                route_mtu
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014)))))
(let ((a!2 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                a!1)))
(let ((a!3 (bvsle (ite passive_open
                       (bvadd tcp_base_mss
                              #x00000014
                              tcp_options
                              (ite ipv6 #x00000028 #x00000014))
                       (bvadd tcp_base_mss
                              #x00000014
                              tcp_options
                              (ite ipv6 #x00000028 #x00000014)))
                  (ite (bvult sync_pmtu a!2) sync_pmtu a!2))))
  (not a!3)))))
(check-sat)
