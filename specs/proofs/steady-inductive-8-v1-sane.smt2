; steady-inductive-8-v1-sane
; expected: unsat
; claim: unsat: a steady round (xmit, then the path's outcome) from a state of the steady invariant keeps its fact search_low >= tcp_mss_to_mtu(tcp_base_mss)
(set-logic QF_BV)
(declare-fun tcp_probe_threshold () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_base_mss () (_ BitVec 32))
(declare-fun tcp_min_snd_mss () (_ BitVec 32))
(declare-fun route_mtu () (_ BitVec 32))
(declare-fun path_mtu () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun search_high () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun search_low () (_ BitVec 32))
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
     (bvule #x00000058 mss_clamp)
     (= tcp_probe_threshold #x00000008)))
(assert (let ((a!1 (bvsle search_high
                  (bvadd mss_clamp
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))))
      (a!2 (ite (bvslt (ite (bvslt mss_clamp tcp_min_snd_mss)
                            tcp_min_snd_mss
                            mss_clamp)
                       #x00000030)
                #x00000030
                (ite (bvslt mss_clamp tcp_min_snd_mss)
                     tcp_min_snd_mss
                     mss_clamp)))
      (a!4 (ite passive_open
                (bvadd tcp_base_mss
                       #x00000014
                       tcp_options
                       (ite ipv6 #x00000028 #x00000014))
                (bvadd tcp_base_mss
                       #x00000014
                       tcp_options
                       (ite ipv6 #x00000028 #x00000014))))
      (a!5 (bvult route_mtu
                  (bvadd mss_clamp
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014))))))
(let ((a!3 (bvsle search_high
                  (bvadd a!2
                         (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))))
      (a!6 (ite a!5
                route_mtu
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014))))))
(let ((a!7 (ite passive_open
                (bvadd mss_clamp
                       (bvadd #x00000014 (ite ipv6 #x00000028 #x00000014)))
                a!6)))
  (and true
       (bvsle #xffffffff search_high)
       (bvsle search_high #x0001003b)
       (bvsle (bvadd #x00000043 (ite ipv6 #x00000028 #x00000014)) search_high)
       (bvsle #x00000000 search_high)
       a!1
       a!3
       (or (bvslt tcp_probe_threshold #x00000001) (bvsle a!4 search_low))
       (or (bvslt tcp_probe_threshold #x00000001)
           (bvslt (bvadd a!7 #x00000001) a!4)
           (bvsle search_low (bvadd search_high #x00000001)))
       (bvsle a!4 search_low)
       (bvsle (bvadd #x00000044 (ite ipv6 #x00000028 #x00000014)) search_low)
       (bvsle search_low #x00010077)
       (or (bvsle search_low a!4)
           (bvsle search_low (bvadd search_high #x00000001)))
       (or passive_open (bvsle search_high route_mtu)))))))
(assert (let ((a!1 (bvadd tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!2 (bvslt mss_clamp
                  (bvsub search_high
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!5 (bvadd (bvashr (bvadd search_high search_low) #x00000001)
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014)))))
(let ((a!3 (ite a!2
                mss_clamp
                (bvsub search_high
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!4 (bvslt (bvsub (ite (bvslt a!3 #x00000030) #x00000030 a!3)
                         (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                  (bvashr (bvadd search_high search_low) #x00000001))))
(let ((a!6 (ite (and (not a!4)
                     (not (bvult route_mtu a!5))
                     (not (= a!5 #x00000000)))
                (ite (bvsle a!5 path_mtu)
                     (ite (= search_low a!5) search_high a!5)
                     search_low)
                search_low)))
  (not (bvsle (ite passive_open a!1 a!1) a!6)))))))
(check-sat)
