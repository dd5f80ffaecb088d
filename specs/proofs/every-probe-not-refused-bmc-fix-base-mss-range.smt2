; every-probe-not-refused-bmc-fix-base-mss-range
; expected: sat
; claim: sat: a run of 1 events from connect breaks refused => tcp_mss_to_mtu(sysctl_tcp_min_snd_mss) > dst_mtu (6.x; the floor above the route is assumed away)
(set-logic QF_BV)
(declare-fun sysctl_1 () (_ BitVec 32))
(declare-fun event_1 () (_ BitVec 32))
(declare-fun mtu_1 () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
(declare-fun HZ () (_ BitVec 32))
(declare-fun connect_tcp_probe_interval () (_ BitVec 32))
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun connect_tcp_probe_threshold () (_ BitVec 32))
(declare-fun connect_snd_cwnd () (_ BitVec 32))
(declare-fun cwnd_1 () (_ BitVec 32))
(declare-fun cwnd_set_1 () Bool)
(declare-fun value_1 () (_ BitVec 32))
(declare-fun cwnd_full_1 () Bool)
(assert (let ((a!1 (ite (= HZ #x0000012c)
                #x00da740d
                (ite (= HZ #x000000fa)
                     #x010624dd
                     (ite (= HZ #x00000064) #x028f5c28 #x00000000))))
      (a!2 (or (not (= event_1 #x00000007))
               (and (bvule (ite ipv6 #x00000500 #x00000044) mtu_1)
                    (bvule mtu_1 #x0000ffff))))
      (a!3 (or (not (and (= event_1 #x00000006) (not ipv6)))
               (bvule mtu_1 #x0000ffff))))
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
       (bvsle connect_tcp_mtu_probe_floor #x0000ffff)
       (bvule event_1 #x00000008)
       a!2
       a!3
       (or (not (= event_1 #x00000008))
           false
           (= sysctl_1 #x00000000)
           (= sysctl_1 #x00000001)
           (= sysctl_1 #x00000002)
           (= sysctl_1 #x00000003)
           (= sysctl_1 #x00000004)
           (= sysctl_1 #x00000005)))))
(assert (let ((a!1 (= (ite passive_open
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000)
                   (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                        #x00000001
                        #x00000000))
              #x00000000))
      (a!2 (not (not (bvult (ite cwnd_set_1 cwnd_1 connect_snd_cwnd) #x0000000b))))
      (a!4 (ite passive_open
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))
                (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!9 (bvadd connect_tcp_base_mss
                  (bvadd (bvadd #x00000014 tcp_options)
                         (ite ipv6 #x00000028 #x00000014))))
      (a!16 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!19 (bvslt mss_clamp
                   (bvsub #x00000000
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!27 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!30 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu mtu_1)))
                 (ite (bvult mtu_1 #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      mtu_1)
                 connect_route_mtu))
      (a!47 (ite (and (= sysctl_1 #x00000004)
                      (and (bvsle #x00000030 value_1)
                           (bvsle value_1 #x0000ffff)))
                 value_1
                 connect_tcp_min_snd_mss))
      (a!55 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu)))
(let ((a!3 (or a!1
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!2))
      (a!5 (ite (= connect_route_mtu connect_route_mtu)
                a!4
                (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!17 (ite a!16
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!20 (ite a!19
                 mss_clamp
                 (bvsub #x00000000
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!22 (bvslt mss_clamp
                   (bvsub a!9
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!28 (ite a!27
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!31 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!30)
                   connect_route_mtu))
      (a!32 (= (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!30)
               (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!30)))
      (a!33 (bvsub (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!30)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!35 (bvsub (ite passive_open a!9 a!9)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!48 (ite (and (= sysctl_1 #x00000005)
                      (and (bvsle #x00000030 value_1)
                           (bvsle value_1 #x0000ffff)))
                 connect_tcp_min_snd_mss
                 a!47)))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                a!5
                (ite (bvult connect_route_mtu a!5) connect_route_mtu a!5)))
      (a!18 (bvsub (ite (bvslt a!17 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!17)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!21 (bvsub (ite (bvslt a!20 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!20)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!23 (ite a!22
                 mss_clamp
                 (bvsub a!9 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!34 (ite (bvslt (ite (bvslt mss_clamp a!33) mss_clamp a!33)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!33) mss_clamp a!33)))
      (a!36 (ite (bvslt (ite (bvslt mss_clamp a!35) mss_clamp a!35)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!35) mss_clamp a!35)))
      (a!49 (ite (= event_1 #x00000005)
                 connect_tcp_min_snd_mss
                 (ite (= event_1 #x00000006)
                      connect_tcp_min_snd_mss
                      (ite (= event_1 #x00000007) connect_tcp_min_snd_mss a!48)))))
(let ((a!7 (bvslt mss_clamp
                  (bvsub a!6
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!10 (bvsub (bvashr (bvadd a!6 (ite passive_open a!9 a!9)) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!24 (bvsub (ite (bvslt a!23 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!23)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!37 (bvslt (bvsub a!34
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!36
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!50 (ite (= event_1 #x00000002)
                 connect_tcp_min_snd_mss
                 (ite (= event_1 #x00000003)
                      connect_tcp_min_snd_mss
                      (ite (= event_1 #x00000004) connect_tcp_min_snd_mss a!49))))
      (a!52 (bvslt a!18
                   (bvsub a!36
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!8 (ite a!7
                mss_clamp
                (bvsub a!6 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!11 (ite (bvslt (ite (bvslt mss_clamp a!10) mss_clamp a!10)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!10) mss_clamp a!10)))
      (a!25 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!18
                 (ite (bvslt a!18 a!24) a!18 a!24)))
      (a!38 (ite a!37
                 (bvsub a!34 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!36 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!51 (bvadd (ite (= event_1 #x00000000)
                        connect_tcp_min_snd_mss
                        (ite (= event_1 #x00000001)
                             connect_tcp_min_snd_mss
                             a!50))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!53 (ite a!52
                 a!18
                 (bvsub a!36 (bvsub (bvadd #x00000014 tcp_options) #x00000014)))))
(let ((a!12 (bvslt (bvsub (ite (bvslt a!8 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!8)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!11
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!14 (bvadd (bvsub a!11
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!26 (ite passive_open
                 (ite (= #x00000000 #x00000000)
                      a!18
                      (ite (bvslt a!18 a!21) a!18 a!21))
                 a!25))
      (a!39 (ite a!1
                 (bvsub a!34 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!38)))
(let ((a!13 (or a!12
                (bvslt (bvsub a!6 (ite passive_open a!9 a!9))
                       connect_tcp_probe_threshold)))
      (a!15 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!14))
                 true
                 false))
      (a!29 (bvule a!26
                   (bvsub (ite (bvslt a!28 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!28)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!40 (bvult (ite a!32 a!39 a!39)
                   (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                                 (bvadd #x00000014 tcp_options))
                          (ite ipv6 #x00000028 #x00000014))))
      (a!54 (bvule (ite (= connect_route_mtu connect_route_mtu)
                        (ite (= connect_route_mtu connect_route_mtu)
                             a!26
                             (ite a!1 a!18 a!53))
                        (ite a!1 a!18 a!53))
                   a!18)))
(let ((a!41 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!40))
      (a!56 (ite (and ipv6 (or (bvult connect_route_mtu #x00000500) a!54))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!55)))
      (a!58 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!29))
                 connect_route_mtu
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!30))))
(let ((a!42 (and (or (bvult (ite a!32 a!39 a!39) a!26) a!41) (not cwnd_full_1)))
      (a!57 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!14))
                 (ite ipv6 connect_route_mtu a!56)
                 connect_route_mtu))
      (a!59 (ite (= event_1 #x00000005)
                 connect_route_mtu
                 (ite (= event_1 #x00000006)
                      a!58
                      (ite (= event_1 #x00000007) mtu_1 connect_route_mtu)))))
(let ((a!43 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!29))
                 false
                 (ite a!31 (ite a!42 false false) false)))
      (a!60 (ite (= event_1 #x00000002)
                 connect_route_mtu
                 (ite (= event_1 #x00000003)
                      connect_route_mtu
                      (ite (= event_1 #x00000004) connect_route_mtu a!59)))))
(let ((a!44 (ite (= event_1 #x00000005)
                 false
                 (ite (= event_1 #x00000006)
                      a!43
                      (ite (= event_1 #x00000007) false false))))
      (a!61 (bvule a!51
                   (ite (= event_1 #x00000000)
                        (ite a!3
                             connect_route_mtu
                             (ite a!13 connect_route_mtu a!57))
                        (ite (= event_1 #x00000001) connect_route_mtu a!60)))))
(let ((a!45 (ite (= event_1 #x00000002)
                 false
                 (ite (= event_1 #x00000003)
                      false
                      (ite (= event_1 #x00000004) false a!44)))))
(let ((a!46 (not (ite (= event_1 #x00000000)
                      (ite a!3 false (ite a!13 false a!15))
                      (ite (= event_1 #x00000001) false a!45)))))
  (not (or a!46 (not a!61)))))))))))))))))
(check-sat)
