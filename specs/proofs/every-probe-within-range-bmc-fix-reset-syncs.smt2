; every-probe-within-range-bmc-fix-reset-syncs
; expected: sat
; claim: sat: a run of 1 events from connect breaks sent > 0 => search_low < sent <= search_high
(set-logic QF_BV)
(declare-fun sysctl_1 () (_ BitVec 32))
(declare-fun event_1 () (_ BitVec 32))
(declare-fun mtu_1 () (_ BitVec 32))
(declare-fun ipv6 () Bool)
(declare-fun connect_tcp_mtu_probe_floor () (_ BitVec 32))
(declare-fun connect_tcp_min_snd_mss () (_ BitVec 32))
(declare-fun HZ () (_ BitVec 32))
(declare-fun connect_tcp_probe_interval () (_ BitVec 32))
(declare-fun connect_tcp_mtu_probing () (_ BitVec 32))
(declare-fun connect_route_mtu () (_ BitVec 32))
(declare-fun mss_clamp () (_ BitVec 32))
(declare-fun tcp_options () (_ BitVec 32))
(declare-fun passive_open () Bool)
(declare-fun cwnd_full_1 () Bool)
(declare-fun connect_tcp_base_mss () (_ BitVec 32))
(declare-fun connect_tcp_time_stamp () (_ BitVec 32))
(declare-fun at_1 () (_ BitVec 32))
(declare-fun timed_1 () Bool)
(declare-fun connect_tcp_probe_threshold () (_ BitVec 32))
(declare-fun connect_snd_cwnd () (_ BitVec 32))
(declare-fun cwnd_1 () (_ BitVec 32))
(declare-fun cwnd_set_1 () Bool)
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
       true
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
      (a!10 (bvadd connect_tcp_base_mss
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!17 (bvslt mss_clamp
                   (bvsub connect_route_mtu
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!24 (bvslt mss_clamp
                   (bvsub mtu_1
                          (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!27 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu mtu_1)))
                 (ite (bvult mtu_1 #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      mtu_1)
                 connect_route_mtu))
      (a!35 (bvsub (bvsub (ite passive_open #x00000000 #x00000000)
                          (bvadd #x00000014 tcp_options))
                   (ite ipv6 #x00000028 #x00000014)))
      (a!42 (ite (= HZ #x0000012c)
                 (bvmul connect_tcp_probe_interval #x0000012c)
                 (ite (= HZ #x000000fa)
                      (bvmul connect_tcp_probe_interval #x000000fa)
                      (ite (= HZ #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)
                           (bvmul connect_tcp_probe_interval #x00000064)))))
      (a!43 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 #x00000000
                 connect_tcp_time_stamp))
      (a!54 (ite (bvult connect_route_mtu
                        (bvadd mss_clamp
                               #x00000014
                               (ite ipv6 #x00000028 #x00000014)))
                 connect_route_mtu
                 (bvadd mss_clamp #x00000014 (ite ipv6 #x00000028 #x00000014))))
      (a!55 (ite (and (= #x00000000 #x00000000)
                      (not (bvult connect_route_mtu connect_route_mtu)))
                 (ite (bvult connect_route_mtu #x00000228)
                      (ite (bvult connect_route_mtu #x00000228)
                           connect_route_mtu
                           #x00000228)
                      connect_route_mtu)
                 connect_route_mtu))
      (a!75 (ite (bvult connect_route_mtu
                        (bvsub (ite passive_open #x00000000 #x00000000)
                               #x00000001))
                 connect_route_mtu
                 (bvsub (ite passive_open #x00000000 #x00000000) #x00000001))))
(let ((a!3 (or a!1
               (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
               a!2))
      (a!5 (ite (bvult connect_route_mtu
                       (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4))
                connect_route_mtu
                (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!18 (ite a!17
                 mss_clamp
                 (bvsub connect_route_mtu
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!20 (bvsub (ite passive_open a!10 a!10)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!25 (ite a!24
                 mss_clamp
                 (bvsub mtu_1
                        (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!28 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!27)
                   connect_route_mtu))
      (a!29 (= (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!27)
               (ite ipv6
                    (ite (bvult mtu_1 connect_route_mtu)
                         mtu_1
                         connect_route_mtu)
                    a!27)))
      (a!30 (bvsub (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!27)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!44 (ite (= (ite (bvslt #x00000001 connect_tcp_mtu_probing)
                         #x00000001
                         #x00000000)
                    #x00000000)
                 a!43
                 connect_tcp_time_stamp))
      (a!48 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite passive_open #x00000000 #x00000000)
                 (ite passive_open a!10 a!10)))
      (a!56 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!55)
                   connect_route_mtu))
      (a!57 (= (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!55)
               (ite ipv6
                    (ite (bvult connect_route_mtu connect_route_mtu)
                         connect_route_mtu
                         connect_route_mtu)
                    a!55)))
      (a!58 (bvsub (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!55)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!76 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (ite (= connect_route_mtu connect_route_mtu)
                      (bvsub (ite passive_open #x00000000 #x00000000)
                             #x00000001)
                      a!75)
                 (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!78 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!27)
                   (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4))))
(let ((a!6 (ite (= connect_route_mtu connect_route_mtu)
                (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                a!5))
      (a!19 (bvsub (ite (bvslt a!18 connect_tcp_min_snd_mss)
                        connect_tcp_min_snd_mss
                        a!18)
                   (bvsub (bvadd #x00000014 tcp_options) #x00000014)))
      (a!21 (ite (bvslt (ite (bvslt mss_clamp a!20) mss_clamp a!20)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!20) mss_clamp a!20)))
      (a!31 (ite (bvslt (ite (bvslt mss_clamp a!30) mss_clamp a!30)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!30) mss_clamp a!30)))
      (a!45 (bvule (ite (= HZ #x000003e8)
                        (bvmul connect_tcp_probe_interval #x000003e8)
                        a!42)
                   (bvsub (ite timed_1 at_1 connect_tcp_time_stamp)
                          (ite passive_open a!43 a!44))))
      (a!59 (ite (bvslt (ite (bvslt mss_clamp a!58) mss_clamp a!58)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!58) mss_clamp a!58)))
      (a!74 (ite (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 a!5
                 (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))
      (a!77 (ite (= connect_tcp_mtu_probing #x00000000)
                 (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                 (ite a!1 a!5 a!5)))
      (a!79 (ite a!78
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!27)
                 (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4))))
(let ((a!7 (ite (= connect_route_mtu connect_route_mtu)
                a!6
                (ite (bvult connect_route_mtu a!6) connect_route_mtu a!6)))
      (a!22 (bvslt a!19
                   (bvsub a!21
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!32 (bvslt (bvsub a!31
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!21
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!49 (bvashr (bvsub a!21
                           (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                    #x00000001))
      (a!60 (bvslt (bvsub a!59
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!21
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!80 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!27)
                   a!79)))
(let ((a!8 (bvslt mss_clamp
                  (bvsub a!7
                         (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!11 (bvsub (bvashr (bvadd a!7 (ite passive_open a!10 a!10)) #x00000001)
                   (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014)))
      (a!23 (ite a!22
                 a!19
                 (bvsub a!21 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!33 (ite a!32
                 (bvsub a!31 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!21 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!50 (ite (bvslt (ite (bvslt connect_tcp_base_mss a!49)
                             connect_tcp_base_mss
                             a!49)
                        connect_tcp_mtu_probe_floor)
                 connect_tcp_mtu_probe_floor
                 (ite (bvslt connect_tcp_base_mss a!49)
                      connect_tcp_base_mss
                      a!49)))
      (a!61 (ite a!60
                 (bvsub a!59 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 (bvsub a!21 (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!65 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!55)
                   a!7))
      (a!81 (ite a!80
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!27)
                 a!79)))
(let ((a!9 (ite a!8
                mss_clamp
                (bvsub a!7 (bvadd (ite ipv6 #x00000028 #x00000014) #x00000014))))
      (a!12 (ite (bvslt (ite (bvslt mss_clamp a!11) mss_clamp a!11)
                        connect_tcp_min_snd_mss)
                 connect_tcp_min_snd_mss
                 (ite (bvslt mss_clamp a!11) mss_clamp a!11)))
      (a!26 (bvule (ite a!1 a!19 a!23)
                   (bvsub (ite (bvslt a!25 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!25)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!34 (ite a!1
                 (bvsub a!31 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!33))
      (a!46 (ite (= connect_route_mtu connect_route_mtu)
                 (ite (= connect_route_mtu connect_route_mtu)
                      (ite a!1 a!19 a!23)
                      (ite a!1 a!19 a!23))
                 (ite a!1 a!19 a!23)))
      (a!51 (ite a!1
                 (ite passive_open a!10 a!10)
                 (bvadd (ite (bvslt a!50 connect_tcp_min_snd_mss)
                             connect_tcp_min_snd_mss
                             a!50)
                        (bvadd (bvadd #x00000014 tcp_options)
                               (ite ipv6 #x00000028 #x00000014)))))
      (a!62 (ite a!1
                 (bvsub a!59 (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                 a!61))
      (a!66 (ite a!65
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!55)
                 a!7))
      (a!82 (bvult (ite ipv6
                        (ite (bvult mtu_1 connect_route_mtu)
                             mtu_1
                             connect_route_mtu)
                        a!27)
                   (ite a!29 a!79 a!81))))
(let ((a!13 (bvslt (bvsub (ite (bvslt a!9 connect_tcp_min_snd_mss)
                               connect_tcp_min_snd_mss
                               a!9)
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvsub a!12
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))))
      (a!15 (bvadd (bvsub a!12
                          (bvsub (bvadd #x00000014 tcp_options) #x00000014))
                   (bvadd (bvadd #x00000014 tcp_options)
                          (ite ipv6 #x00000028 #x00000014))))
      (a!36 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!29 a!34 a!34) a!35)))
      (a!47 (ite a!45
                 (bvadd (ite (= connect_route_mtu connect_route_mtu)
                             a!46
                             (ite a!1 a!19 a!23))
                        (bvadd (bvadd #x00000014 tcp_options)
                               (ite ipv6 #x00000028 #x00000014)))
                 (ite passive_open a!10 a!10)))
      (a!52 (ite (= event_1 #x00000002)
                 (ite passive_open a!10 a!10)
                 (ite (= event_1 #x00000003)
                      (ite (= connect_tcp_mtu_probing #x00000000)
                           (ite passive_open a!10 a!10)
                           a!51)
                      (ite passive_open a!10 a!10))))
      (a!63 (and (not (= (ite passive_open #x00000000 #x00000000) #x00000000))
                 (bvult (ite a!57 a!62 a!62) a!35)))
      (a!67 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!55)
                   a!66))
      (a!83 (ite a!82
                 (ite ipv6
                      (ite (bvult mtu_1 connect_route_mtu)
                           mtu_1
                           connect_route_mtu)
                      a!27)
                 (ite a!29 a!79 a!81))))
(let ((a!14 (or a!13
                (bvslt (bvsub a!7 (ite passive_open a!10 a!10))
                       connect_tcp_probe_threshold)))
      (a!16 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!15))
                 #x00000000
                 a!15))
      (a!37 (and (or (bvult (ite a!29 a!34 a!34) (ite a!1 a!19 a!23)) a!36)
                 (not cwnd_full_1)))
      (a!64 (and (or (bvult (ite a!57 a!62 a!62) a!46) a!63) (not false)))
      (a!68 (ite a!67
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!55)
                 a!66)))
(let ((a!38 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!26))
                 #x00000000
                 (ite a!28 (ite a!37 #x00000000 #x00000000) #x00000000)))
      (a!53 (ite (= event_1 #x00000000)
                 (ite a!3
                      (ite passive_open a!10 a!10)
                      (ite a!14 a!47 (ite passive_open a!10 a!10)))
                 (ite (= event_1 #x00000001) a!48 a!52)))
      (a!69 (bvult (ite ipv6
                        (ite (bvult connect_route_mtu connect_route_mtu)
                             connect_route_mtu
                             connect_route_mtu)
                        a!55)
                   (ite a!57 a!66 a!68)))
      (a!84 (ite a!28
                 (ite a!37
                      (ite a!29 (ite a!29 a!79 a!81) a!83)
                      (ite a!29 a!79 a!81))
                 (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4))))
(let ((a!39 (ite (= event_1 #x00000005)
                 #x00000000
                 (ite (= event_1 #x00000006)
                      a!38
                      (ite (= event_1 #x00000007) #x00000000 #x00000000))))
      (a!70 (ite a!69
                 (ite ipv6
                      (ite (bvult connect_route_mtu connect_route_mtu)
                           connect_route_mtu
                           connect_route_mtu)
                      a!55)
                 (ite a!57 a!66 a!68)))
      (a!85 (ite (and ipv6 (or (bvult mtu_1 #x00000500) a!26))
                 (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)
                 a!84)))
(let ((a!40 (ite (= event_1 #x00000002)
                 #x00000000
                 (ite (= event_1 #x00000003)
                      #x00000000
                      (ite (= event_1 #x00000004) #x00000000 a!39))))
      (a!71 (ite a!56
                 (ite a!64
                      (ite a!57 (ite a!57 a!66 a!68) a!70)
                      (ite a!57 a!66 a!68))
                 a!7))
      (a!86 (ite (= event_1 #x00000005)
                 a!5
                 (ite (= event_1 #x00000006)
                      a!85
                      (ite (bvult connect_route_mtu a!4) connect_route_mtu a!4)))))
(let ((a!41 (ite (= event_1 #x00000000)
                 (ite a!3 #x00000000 (ite a!14 #x00000000 a!16))
                 (ite (= event_1 #x00000001) #x00000000 a!40)))
      (a!72 (ite (and ipv6
                      (or (bvult connect_route_mtu #x00000500)
                          (bvule a!46 a!19)))
                 a!7
                 a!71))
      (a!87 (ite (= event_1 #x00000003)
                 (ite (= connect_route_mtu connect_route_mtu)
                      a!77
                      (ite (bvult connect_route_mtu a!77)
                           connect_route_mtu
                           a!77))
                 (ite (= event_1 #x00000004) a!6 a!86))))
(let ((a!73 (ite (and (or ipv6 (= #x00000000 #x00000000))
                      (bvult connect_route_mtu a!15))
                 (ite ipv6 a!7 a!72)
                 a!7)))
(let ((a!88 (ite (= event_1 #x00000000)
                 (ite a!3 a!6 (ite a!14 (ite a!45 a!54 a!7) a!73))
                 (ite (= event_1 #x00000001)
                      a!74
                      (ite (= event_1 #x00000002) a!76 a!87)))))
  (not (or (not (bvslt #x00000000 a!41))
           (and (bvslt a!53 a!41) (bvsle a!41 a!88)))))))))))))))))))
(check-sat)
