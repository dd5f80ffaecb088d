; every-order-mss-in-range-bmc-fix-ipv6-min-mtu
; expected: sat
; claim: sat: a run of 0 events from connect breaks enabled != 0 => search_low <= tcp_mss_to_mtu(mss_cache) && (tcp_mss_to_mtu(mss_cache) <= search_high || mss_cache <= tcp_mtu_to_mss(0))
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
(assert (let ((a!1 (= (ite passive_open
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000)
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000))
              #x00000000))
      (a!2 (bvadd connect_tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!4 (bvslt mss_clamp
                  (bvsub connect_route_mtu
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!7 (bvslt mss_clamp
                  (bvsub #x00000000
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))))
(let ((a!3 (ite passive_open
                (ite (and ipv6 (bvslt a!2 #x00000500)) #x00000500 a!2)
                (ite (and ipv6 (bvslt a!2 #x00000500)) #x00000500 a!2)))
      (a!5 (ite a!4
                mss_clamp
                (bvsub connect_route_mtu
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!8 (ite a!7
                mss_clamp
                (bvsub #x00000000
                       (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!10 (bvsub (ite (and ipv6 (bvslt a!2 #x00000500)) #x00000500 a!2)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
(let ((a!6 (bvsub (ite (bvslt a!5 connect_tcp_min_snd_mss)
                       connect_tcp_min_snd_mss
                       a!5)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!9 (bvsub (ite (bvslt a!8 connect_tcp_min_snd_mss)
                       connect_tcp_min_snd_mss
                       a!8)
                  (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!11 (ite (bvslt (ite (bvslt mss_clamp a!10) mss_clamp a!10)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!10) mss_clamp a!10))))
(let ((a!12 (bvslt a!6
                   (bvsub a!11
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!13 (ite a!12
                 a!6
                 (bvsub a!11 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!14 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!6
                 a!13)))
(let ((a!15 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!6
                      (ite (bvslt a!6 a!9) a!6 a!9))
                 a!14)))
(let ((a!16 (bvadd a!15
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014)))))
(let ((a!17 (bvsle a!16
                   (ite passive_open
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014))
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014))))))
(let ((a!18 (or a!1 (and (bvsle a!3 a!16) (or a!17 (bvsle a!15 a!9))))))
  (not a!18))))))))))))
(check-sat)
